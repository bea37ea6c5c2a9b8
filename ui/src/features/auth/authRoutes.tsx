import type { ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { WithRouteServices } from "../shell/WithRouteServices";
import { AuthPageGuard } from "./AuthPageGuard";
import { LoginPage } from "./login/LoginPage";
import "./shared/auth.css";

// Login is the first page most visitors see, so it is in the first load; the others load on first visit.
const CompanyLoginPage = lazyNamed(() => import("./companyLogin/CompanyLoginPage"), "CompanyLoginPage");
const RegistrationPage = lazyNamed(() => import("./registration/RegistrationPage"), "RegistrationPage");
const ForgotPasswordPage = lazyNamed(() => import("./forgot/ForgotPasswordPage"), "ForgotPasswordPage");
const PasswordResetPage = lazyNamed(() => import("./reset/PasswordResetPage"), "PasswordResetPage");
const AuthenticatePage = lazyNamed(() => import("./tokens/AuthenticatePage"), "AuthenticatePage");
const TokenIdLoginPage = lazyNamed(() => import("./tokens/TokenIdLoginPage"), "TokenIdLoginPage");
const TokenTemporaryLoginPage = lazyNamed(() => import("./tokens/TokenTemporaryLoginPage"), "TokenTemporaryLoginPage");

const toLogin = <Navigate to="/auth/login" replace />;
/** Registration and the password reset: their use cases bind with the first of these pages. */
const withAccountForms = (page: ReactNode) => <WithRouteServices name="accountForms">{page}</WithRouteServices>;

/** The children of /auth (spec 1 §2); the empty path and unknown paths go to login. */
export const authRoutes: RouteObject[] = [
  { index: true, element: toLogin },
  {
    // Form pages are for signed-out visitors; token pages sign in whoever holds the token.
    element: <AuthPageGuard />,
    children: [
      { path: "login", element: <LoginPage /> },
      { path: "company-login", element: <CompanyLoginPage /> },
      { path: "registration", element: withAccountForms(<RegistrationPage />) },
      { path: "forgot", element: withAccountForms(<ForgotPasswordPage />) },
    ],
  },
  { path: "forgot/:token", element: withAccountForms(<PasswordResetPage />) },
  { path: "authenticate", element: <AuthenticatePage /> },
  { path: "token-temporary-login", element: <TokenTemporaryLoginPage /> },
  { path: "token-id-login", element: <TokenIdLoginPage /> },
  { path: "login/token/:token", element: <TokenIdLoginPage /> },
  { path: "*", element: toLogin },
];
