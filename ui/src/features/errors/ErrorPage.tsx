import { Link, useSearchParams } from "react-router-dom";
import { EmptyState, PageHeader } from "../../kit";
import { SHELL_TEXTS } from "../shell/shellTexts";
import { usePageTitle } from "../../hooks/usePageTitle";

/**
 * /error?code=&message= (spec 3 §2). Without parameters it uses the spec's generic fallback title
 * ('Something went wrong', spec 3 §8) rather than inventing a code.
 */
export function ErrorPage() {
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() || null;
  const message = params.get("message")?.trim() || SHELL_TEXTS.errorMessage;
  const title = code ? SHELL_TEXTS.errorCodeTitle(code) : SHELL_TEXTS.errorTitle;
  usePageTitle(title);
  return (
    <div className="page">
      <PageHeader title={title} />
      <EmptyState title={message} action={<Link to="/records">{SHELL_TEXTS.backToRecordings}</Link>}>
        <p>{code ? SHELL_TEXTS.errorHelp : SHELL_TEXTS.errorHelpWithoutCode}</p>
      </EmptyState>
    </div>
  );
}
