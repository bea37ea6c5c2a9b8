import { openInProcessStudySubject } from "../study/inProcessStudySubject";
import { describeCaptionImportContract } from "./captionImportContract";

describeCaptionImportContract("caption import contract: InProcessHttp → DemoRouter", openInProcessStudySubject);
