// @vitest-environment jsdom
import type { FormRules } from "@lectern/core/kernel/formState";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useForm } from "../../../ui/src/features/auth/shared/useForm";
import { useLoadOnMount } from "../../../ui/src/hooks/useLoadOnMount";
import { useTask } from "../../../ui/src/features/auth/shared/useTask";

interface Values {
  readonly email: string;
  readonly name: string;
}

const RULES: FormRules<Values> = {
  email: (value) => (value ? null : "This field is required"),
  name: (value) => (value ? null : "This field is required"),
};

describe("useForm", () => {
  it("shows an error only after the field was touched (spec 1 §5)", () => {
    const { result } = renderHook(() => useForm<Values>({ email: "", name: "" }, RULES));
    expect(result.current.errors).toEqual({});
    act(() => result.current.text("email").onBlur());
    expect(result.current.errors).toEqual({ email: "This field is required" });
  });

  it("check marks the named fields, or all, and reports validity", () => {
    const { result } = renderHook(() => useForm<Values>({ email: "a@b.cd", name: "" }, RULES));
    let valid = false;
    act(() => {
      valid = result.current.check(["email"]);
    });
    expect(valid).toBe(true);
    expect(result.current.errors).toEqual({});
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ name: "This field is required" });
    expect(result.current.failedChecks).toBe(1);
  });

  it("text() binds value and changes", () => {
    const { result } = renderHook(() => useForm<Values>({ email: "", name: "" }, RULES));
    act(() => result.current.text("name").onChange("Ada"));
    expect(result.current.values.name).toBe("Ada");
    expect(result.current.text("name").value).toBe("Ada");
  });
});

describe("useTask", () => {
  it("keeps the pending flag and the last error, cleared on the next run", async () => {
    const action = vi.fn<(n: number) => Promise<number>>();
    action.mockRejectedValueOnce(new Error("nope")).mockResolvedValueOnce(2);
    const { result } = renderHook(() => useTask(action));
    await act(async () => {
      await result.current.run(1);
    });
    expect(result.current.error).toBeInstanceOf(Error);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(2);
    });
    expect(outcome).toEqual({ ok: true, value: 2 });
    expect(result.current.error).toBeNull();
    expect(result.current.isPending).toBe(false);
  });
});

function Once({ task }: { task: () => Promise<string> }) {
  const state = useLoadOnMount(task);
  return <p>{state.status === "done" ? state.value : state.status}</p>;
}

describe("useLoadOnMount", () => {
  it("runs once under StrictMode and keeps the result (one-time tokens)", async () => {
    const task = vi.fn(async () => "signed in");
    render(
      <StrictMode>
        <Once task={task} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByText("signed in")).toBeTruthy());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("retries on demand", async () => {
    const task = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoadOnMount(task));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: "done", value: 7 }));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("loads again when its key changes and drops the answer of the older key", async () => {
    let answerFirst: (value: string) => void = () => {};
    const task = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce("second page");
    const { result, rerender } = renderHook(({ key }) => useLoadOnMount(task, key), {
      initialProps: { key: "first" },
    });
    expect(result.current.status).toBe("running");
    rerender({ key: "second" });
    await waitFor(() => expect(result.current).toMatchObject({ status: "done", value: "second page" }));
    await act(async () => answerFirst("first page"));
    expect(result.current).toMatchObject({ status: "done", value: "second page" });
    expect(task).toHaveBeenCalledTimes(2);
  });
});
