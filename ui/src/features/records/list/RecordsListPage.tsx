import { PlannedPage } from "../../shell/PlannedPage";
import { StartRecordingLink } from "../../shell/StartRecordingLink";

/** /records (spec 3 §2): the user's recorded lectures. Being built (issue 11). */
export const RecordsListPage = () => (
  <PlannedPage
    title="Recordings"
    heading="No recordings yet"
    text="Your recorded lectures will appear here with their transcripts, summaries and quizzes."
    action={<StartRecordingLink />}
  />
);
