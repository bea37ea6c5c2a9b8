import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from "mediabunny";

/** The timestamps (seconds) of every packet of a WebM, per track type, read by mediabunny: a clip must be a readable file. */
export const packetTimes = async (bytes: Uint8Array): Promise<Record<"video" | "audio", number[]>> => {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const times: Record<"video" | "audio", number[]> = { video: [], audio: [] };
  for (const track of await input.getTracks()) {
    if (track.type !== "video" && track.type !== "audio") continue;
    for await (const packet of new EncodedPacketSink(track).packets()) times[track.type].push(packet.timestamp);
  }
  return times;
};
