import type PusherServer from "pusher";

/** Polls soketi's HTTP API (it has no event for this) until `channel` has `count` subscribers. */
export const untilSubscribers = async (inspector: PusherServer, channel: string, count: number): Promise<void> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await inspector.get({ path: `/channels/${channel}`, params: { info: "subscription_count" } });
    const { subscription_count: current = 0 } = (await reply.json()) as { subscription_count?: number };
    if (current === count) return;
    if (Date.now() > deadline) throw new Error(`${channel} has ${current} subscribers, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
