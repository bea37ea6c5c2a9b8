export const UploadQueue = Symbol.for("UploadQueue");
