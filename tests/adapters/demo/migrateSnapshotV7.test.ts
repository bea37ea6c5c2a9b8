import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type SnapshotV6, fromV6, migrateSnapshot } from "@lectern/adapters/demo/db/migrateSnapshot";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { seedCoupons } from "@lectern/adapters/demo/seed/seedCoupons";
import { seedProducts } from "@lectern/adapters/demo/seed/seedProducts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

type Seed = Awaited<ReturnType<typeof createDemoSeed>>;

const NOW = Date.UTC(2026, 10, 22, 9);

/** The three plans schema 6 sold, two prices each. */
const V6_PRODUCTS = seedProducts
  .filter((product) => ["prod_lectern_notes", "prod_lectern_pro", "prod_lectern_dsa"].includes(product.id))
  .map((product) => ({ ...product, prices: product.prices.slice(0, 2) }));

/** What schema 6 saved, from a current seed: no billing or device tables, profiles without personal details. */
const asSchemaSix = (seed: Seed, users: readonly { first: string; licences: string[] }[]): SnapshotV6 => {
  const {
    subscriptions: _s,
    paymentMethods: _p,
    cardSetups: _c,
    invoices: _i,
    coupons: _o,
    devices: _d,
    devicePairings: _dp,
    counters: { subscriptions: _cs, paymentMethods: _cp, invoices: _ci, devices: _cd, ...counters },
    ...rest
  } = seed;
  return {
    ...rest,
    schemaVersion: 6,
    counters,
    products: structuredClone(V6_PRODUCTS),
    users: users.map((user, index) => ({
      id: String(index + 1),
      email: `user${index + 1}@example.org`,
      passwordHash: null,
      profile: {
        first_name: user.first,
        last_name: "Student",
        avatar: null,
        referral: null,
        country: "GB",
        widget_type: "lite",
      },
      utm: { utm_source: "partner" },
      licences: user.licences,
      createdAt: index,
      permissions: index % 2 ? { quizShow: false } : null,
    })),
  };
};

const usersArb = fc.array(
  fc.record({
    first: fc.string({ minLength: 1, maxLength: 12 }),
    licences: fc.array(fc.constantFrom("LECTERN-DSA-2026", "ABC 123 XYZ"), { maxLength: 2 }),
  }),
  { minLength: 1, maxLength: 6 },
);

describe("demo snapshot schema 6 → 7 (billing, devices, personal details)", () => {
  it("keeps every user and adds empty personal details, no archive, and nothing billed", async () => {
    const seed = await createDemoSeed(0);
    fc.assert(
      fc.property(usersArb, (users) => {
        const v6 = asSchemaSix(seed, users);
        const migrated = migrateSnapshot(structuredClone(v6), NOW)!;
        expect(migrated.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
        expect(migrated.users).toEqual(
          v6.users.map((user) => ({
            ...user,
            archivedAt: null,
            profile: {
              ...user.profile,
              secondary_email: null,
              phone_code: null,
              phone_number: null,
              institution: null,
              currency: null,
            },
          })),
        );
        expect([
          migrated.subscriptions,
          migrated.paymentMethods,
          migrated.cardSetups,
          migrated.invoices,
          migrated.devices,
          migrated.devicePairings,
        ]).toEqual([[], [], [], [], [], []]);
        expect(migrated.counters).toEqual({
          ...v6.counters,
          subscriptions: 0,
          paymentMethods: 0,
          invoices: 0,
          devices: 0,
        });
      }),
      { numRuns: 50 },
    );
  });

  it("brings the catalogue's coupons and plans, and keeps every other table as it was", async () => {
    const seed = await createDemoSeed(0);
    const v6 = asSchemaSix(seed, [{ first: "Ada", licences: [] }]);
    const migrated = fromV6(structuredClone(v6), NOW);
    expect(migrated.coupons).toEqual(seedCoupons(NOW));
    expect(migrated.coupons.map((coupon) => coupon.code)).toContain("studentbeans-uk");
    expect(migrated.products).toEqual(seedProducts);
    const { users: _u, counters: _c, products: _p, schemaVersion: _v, ...kept } = v6;
    expect(migrated).toMatchObject(kept);
  });

  it("is saved once opened, and a schema 7 snapshot is left as it is", async () => {
    const seed = await createDemoSeed(0);
    const persistence = new MemoryDemoPersistence(
      asSchemaSix(seed, [{ first: "Ada", licences: [] }]) as unknown as DemoSnapshot,
    );
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(database.data.users[0]).toMatchObject({
      archivedAt: null,
      profile: { first_name: "Ada", institution: null },
    });
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    expect(migrateSnapshot(seed)).toBe(seed);
  });
});
