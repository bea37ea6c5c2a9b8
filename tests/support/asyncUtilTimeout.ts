import { configure } from "@testing-library/dom";

/**
 * findBy* and waitFor give up after one second by default. Views that load code on first use (the
 * toast host, the lazy study tabs) took longer than that on a busy 2-core machine running the whole
 * suite: a bound for state to arrive, never a wait.
 */
configure({ asyncUtilTimeout: 10_000 });
