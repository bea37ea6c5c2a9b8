import { PlannedPage } from "../../shell/PlannedPage";

/** /records/{id} (spec 3 §2): one recorded lecture. Being built (issue 11). */
export const RecordPage = () => (
  <PlannedPage title="Recording" heading="Recording not found" text="This recording is not in your account." />
);
