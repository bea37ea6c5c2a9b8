import { openInProcessUploadSubject } from "./upload/inProcessUploadSubject";
import { describeUploadContract } from "./upload/uploadContract";
import { describeUploadFaultsContract } from "./upload/uploadFaultsContract";

describeUploadContract("upload contract: InProcessHttp → DemoRouter", openInProcessUploadSubject);
describeUploadFaultsContract("upload faults: InProcessHttp → DemoRouter", openInProcessUploadSubject);
