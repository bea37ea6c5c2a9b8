const hex16 = (limb: number): string => limb.toString(16).padStart(4, "0");

/**
 * FNV-1a, 64-bit, fed in pieces: the content hash in an upload's file name (chunkFileName). Pure
 * arithmetic on four 16-bit limbs, so core needs neither BigInt in a hot loop nor the DOM's crypto.
 * It names a batch for the server's de-duplication; it is not a security measure.
 */
export class Fnv1a64 {
  // Offset basis 0xcbf29ce484222325, lowest limb first.
  #l0 = 0x2325;
  #l1 = 0x8422;
  #l2 = 0x9ce4;
  #l3 = 0xcbf2;

  update(bytes: Uint8Array): this {
    let l0 = this.#l0;
    let l1 = this.#l1;
    let l2 = this.#l2;
    let l3 = this.#l3;
    for (let i = 0; i < bytes.length; i += 1) {
      l0 ^= bytes[i]!;
      // Multiply by the prime 0x100000001b3 = 2^40 + 0x1b3, modulo 2^64: every partial product stays
      // far below 2^53, and carries move up one limb at a time.
      const t0 = l0 * 0x1b3;
      const t1 = l1 * 0x1b3 + (t0 >>> 16);
      const t2 = l2 * 0x1b3 + (l0 << 8) + (t1 >>> 16);
      const t3 = l3 * 0x1b3 + (l1 << 8) + (t2 >>> 16);
      l0 = t0 & 0xffff;
      l1 = t1 & 0xffff;
      l2 = t2 & 0xffff;
      l3 = t3 & 0xffff;
    }
    this.#l0 = l0;
    this.#l1 = l1;
    this.#l2 = l2;
    this.#l3 = l3;
    return this;
  }

  /** 16 lower-case hex digits. */
  digest(): string {
    return hex16(this.#l3) + hex16(this.#l2) + hex16(this.#l1) + hex16(this.#l0);
  }
}
