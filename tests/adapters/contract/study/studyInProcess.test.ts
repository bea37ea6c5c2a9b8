import { openInProcessStudySubject } from "./inProcessStudySubject";
import { describeStudyContract } from "./studyContract";

describeStudyContract("study contract: InProcessHttp → DemoRouter", openInProcessStudySubject);
