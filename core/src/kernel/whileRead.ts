import { Observable } from "rxjs";

/**
 * `source`, with `open` called when its first reader arrives and `close` when its last one leaves:
 * a service that loads and follows the server only while some view reads it. Every reader counts,
 * so StrictMode's instant resubscribe keeps the work running instead of restarting it.
 */
export const whileRead = <T>(source: Observable<T>, open: () => void, close: () => void): Observable<T> => {
  let readers = 0;
  return new Observable<T>((subscriber) => {
    readers += 1;
    if (readers === 1) open();
    const subscription = source.subscribe(subscriber);
    return () => {
      subscription.unsubscribe();
      readers -= 1;
      if (readers === 0) close();
    };
  });
};
