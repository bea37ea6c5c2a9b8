import { ArrowLeft, CircleAlert, Video } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button } from "../../kit";
import { errorPageContent } from "./errorPageContent";
import { ERROR_TEXTS as TEXTS } from "./errorTexts";
import "./ErrorPage.css";

/**
 * /error?code=&message= (spec 3 §2): the code large, a heading chosen by it, the message from the
 * address as plain text (React escapes it; it is never parsed as HTML), and the ways back.
 */
export function ErrorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const content = errorPageContent(params.get("code"), params.get("message"));
  usePageTitle(content.heading);
  // Opened directly (no page before it in this tab's history): going back means going home.
  const goBack = () => (location.key === "default" ? navigate("/records") : navigate(-1));

  return (
    <div className="page error-page">
      <section className="error-page__card" aria-labelledby="error-page-heading">
        {content.code ? (
          <p className="error-page__code">
            <span className="kit-visually-hidden">{TEXTS.codeLabel(content.code)}</span>
            <span aria-hidden="true">{content.code}</span>
          </p>
        ) : (
          <span className="error-page__icon" aria-hidden="true">
            <CircleAlert size={36} />
          </span>
        )}
        <h1 id="error-page-heading" className="error-page__heading">
          {content.heading}
        </h1>
        <p className="error-page__message">{content.message}</p>
        <p className="error-page__help">{content.help}</p>
        <div className="error-page__actions">
          <Link to="/records" className="kit-button kit-button--primary kit-button--md">
            <Video size={18} aria-hidden="true" />
            {TEXTS.goToRecordings}
          </Link>
          <Button variant="secondary" onPress={goBack}>
            <ArrowLeft size={18} aria-hidden="true" />
            {TEXTS.goBack}
          </Button>
        </div>
      </section>
    </div>
  );
}
