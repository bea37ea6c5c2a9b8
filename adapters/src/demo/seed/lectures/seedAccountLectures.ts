import type { DemoDatabase } from "../../db/DemoDatabase";
import { SEED_USERS } from "../seedUsers";
import { loadDemoLectures } from "./loadDemoLectures";

/**
 * Gives a seed account (demo@lectern.app) its demo lectures when it signs in holding no session at
 * all, rather than in createDemoSeed: a fresh browser makes the seed on the login page's first
 * input, and the lectures' texts would then weigh on /auth/login's first load. New accounts get them
 * when they are made (createUser).
 */
export const seedAccountLectures = async (db: DemoDatabase, userId: string, now: number): Promise<void> => {
  if (!SEED_USERS.some((seed) => seed.id === userId)) return;
  if (db.data.recordingSessions.some((session) => session.userId === userId)) return;
  const seedDemoLectures = await loadDemoLectures();
  db.mutate((data) => seedDemoLectures(data, userId, now));
};
