import { Link, useSearchParams } from "react-router-dom";
import { EmptyState, PageHeader } from "../../kit";

/** /error?code=&message= (spec 3 §2). */
export function ErrorPage() {
  const [params] = useSearchParams();
  const code = params.get("code") ?? "Error";
  const message = params.get("message") ?? "Something went wrong";
  return (
    <div className="page">
      <PageHeader title={`Error ${code}`} />
      <EmptyState title={message} action={<Link to="/records">Back to your recordings</Link>}>
        <p>If this keeps happening, contact Lectern support and quote the code above.</p>
      </EmptyState>
    </div>
  );
}
