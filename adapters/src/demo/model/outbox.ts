import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoMail } from "../db/DemoSnapshot";

/** "Sends" a mail: the demo has no mail server, so mails land in the outbox the demo shows. */
export const sendMail = (db: DemoDatabase, mail: Omit<DemoMail, "id" | "sentAt">, now: number): DemoMail =>
  db.mutate((data) => {
    data.counters.mails += 1;
    const sent: DemoMail = { ...mail, id: String(data.counters.mails), sentAt: now };
    data.outbox.push(sent);
    return sent;
  });
