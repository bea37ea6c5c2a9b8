import { nodeStudySubject } from "../study/nodeStudySubject";
import { describeCaptionImportContract } from "./captionImportContract";

describeCaptionImportContract("caption import contract: AxiosHttp → Node demo server", nodeStudySubject().subject);
