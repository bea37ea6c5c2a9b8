import { InMemoryQueueStore } from "../../support/InMemoryQueueStore";
import { describeQueueStoreContract } from "./queueStoreContract";

// The double that core's queue tests use must behave as the real store does, or those tests lie.
describeQueueStoreContract("InMemoryQueueStore", async () => new InMemoryQueueStore());
