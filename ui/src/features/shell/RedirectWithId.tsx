import { Navigate, useParams } from "react-router-dom";

/** Redirects that keep a path parameter (session/recorded/{id} → records/{id}, shared/{id} → shared-records/{id}). */
export function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = "" } = useParams();
  return <Navigate to={to(id)} replace />;
}
