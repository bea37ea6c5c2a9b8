import { Navigate, type RouteObject } from "react-router-dom";
import { AuthPageGuard } from "./AuthPageGuard";
import { CompanyLoginPage } from "./companyLogin/CompanyLoginPage";
import { ForgotPasswordPage } from "./forgot/ForgotPasswordPage";
import { LoginPage } from "./login/LoginPage";
import { RegistrationPage } from "./registration/RegistrationPage";
import { PasswordResetPage } from "./reset/PasswordResetPage";
import { AuthenticatePage } from "./tokens/AuthenticatePage";
import { TokenIdLoginPage } from "./tokens/TokenIdLoginPage";
import { TokenTemporaryLoginPage } from "./tokens/TokenTemporaryLoginPage";
import "./shared/auth.css";

const toLogin = <Navigate to="/auth/login" replace />;

/** The children of /auth (spec 1 §2); the empty path and unknown paths go to login. */
export const authRoutes: RouteObject[] = [
  { index: true, element: toLogin },
  {
    // Form pages are for signed-out visitors; token pages sign in whoever holds the token.
    element: <AuthPageGuard />,
    children: [
      { path: "login", element: <LoginPage /> },
      { path: "company-login", element: <CompanyLoginPage /> },
      { path: "registration", element: <RegistrationPage /> },
      { path: "forgot", element: <ForgotPasswordPage /> },
    ],
  },
  { path: "forgot/:token", element: <PasswordResetPage /> },
  { path: "authenticate", element: <AuthenticatePage /> },
  { path: "token-temporary-login", element: <TokenTemporaryLoginPage /> },
  { path: "token-id-login", element: <TokenIdLoginPage /> },
  { path: "login/token/:token", element: <TokenIdLoginPage /> },
  { path: "*", element: toLogin },
];
