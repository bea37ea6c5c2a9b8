import { FolderOpen, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { UploadQueueGallery } from "../features/queue/UploadQueueGallery";
import { Alert } from "./Alert";
import { AsyncLoader } from "./AsyncLoader";
import { AuthCarousel } from "./AuthCarousel";
import { Avatar } from "./Avatar";
import { Button } from "./Button";
import { Checkbox } from "./plain/Checkbox";
import { ConfirmDialog } from "./ConfirmDialog";
import { CountryCombobox } from "./CountryCombobox";
import { DialogIcon } from "./DialogIcon";
import { EmptyState } from "./EmptyState";
import { ErrorDialog } from "./plain/ErrorDialog";
import { LicenceKeyCard } from "./LicenceKeyCard";
import { Logo } from "./Logo";
import { ModalDialog } from "./ModalDialog";
import { PageHeader } from "./PageHeader";
import { PasswordField } from "./PasswordField";
import { PasswordRules } from "./PasswordRules";
import { ProgressBar } from "./ProgressBar";
import { Select } from "./Select";
import { Skeleton } from "./Skeleton";
import { Spinner } from "./Spinner";
import { TextField } from "./TextField";
import { TopBar } from "./TopBar";
import { UnauthenticatedBanner } from "./UnauthenticatedBanner";
import { useDialogs } from "./useDialogs";
import { useToasts } from "./useToasts";
import "./KitGallery.css";

const COUNTRIES = [
  { id: "GB", label: "United Kingdom" },
  { id: "IE", label: "Ireland" },
  { id: "CI", label: "Côte d'Ivoire" },
  { id: "DE", label: "Germany" },
  { id: "NL", label: "Netherlands" },
  { id: "US", label: "United States" },
];

const SORTS = [
  { id: "startedAt-desc", label: "Newest first" },
  { id: "startedAt-asc", label: "Oldest first" },
  { id: "name-asc", label: "Name A–Z" },
  { id: "name-desc", label: "Name Z–A" },
];

const never = () => new Promise<never>(() => {});
const fails = () => Promise.reject(new Error("offline"));

/**
 * Every kit piece in realistic states, for eyeballing and screenshots (mounted at /demo/kit).
 * Needs DialogHost and ToastHost above it, as the app provides.
 */
export function KitGallery() {
  return (
    <div className="kit-gallery">
      <PageHeader
        title="Lectern kit"
        description="The building blocks of every Lectern screen, in the states users meet them."
        actions={
          <>
            <Button variant="secondary">Secondary action</Button>
            <Button>
              <Plus size={16} aria-hidden="true" />
              New recording
            </Button>
          </>
        }
      />
      <ButtonsSection />
      <FieldsSection />
      <FeedbackSection />
      <OverlaysSection />
      <CardsSection />
      <Section title="Upload queue">
        <UploadQueueGallery />
      </Section>
      <ChromeSection />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kit-gallery__section" aria-label={title}>
      <h2 className="kit-gallery__heading">{title}</h2>
      {children}
    </section>
  );
}

function Panel({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "kit-gallery__panel kit-gallery__panel--wide" : "kit-gallery__panel"}>
      <h3 className="kit-gallery__panel-title">{title}</h3>
      {children}
    </div>
  );
}

function ButtonsSection() {
  const [pending, setPending] = useState(false);
  return (
    <Section title="Buttons">
      <div className="kit-gallery__grid">
        <Panel title="Variants">
          <div className="kit-gallery__row">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Delete</Button>
            <Button variant="link">Link button</Button>
          </div>
        </Panel>
        <Panel title="Small, disabled, pending">
          <div className="kit-gallery__row">
            <Button size="sm">Small</Button>
            <Button size="sm" variant="secondary">
              Small secondary
            </Button>
            <Button isDisabled>Disabled</Button>
            <Button isPending>Saving</Button>
            <Button
              variant="secondary"
              isPending={pending}
              onPress={() => {
                setPending(true);
                setTimeout(() => setPending(false), 1500);
              }}
            >
              Press me
            </Button>
          </div>
        </Panel>
      </div>
    </Section>
  );
}

function FieldsSection() {
  const [email, setEmail] = useState("ada@example");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("lectern1");
  const [agreed, setAgreed] = useState(false);
  const [country, setCountry] = useState<string | null>("GB");
  const [sort, setSort] = useState<string | null>(null);
  return (
    <Section title="Form fields">
      <div className="kit-gallery__grid">
        <Panel title="Text and password">
          <div className="kit-gallery__stack">
            <TextField
              label="First name"
              name="firstName"
              value={name}
              onChange={setName}
              placeholder="Ada"
              isRequired
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              error="Please enter a valid email address"
              autoComplete="email"
            />
            <TextField
              label="Referral code"
              name="referral"
              value="FRIEND-2024"
              onChange={() => {}}
              description="Optional. Prefilled from your invitation link."
            />
            <PasswordField label="Password" name="password" value={password} onChange={setPassword} />
            <PasswordRules
              checks={[
                { rule: "length", label: "At least 8 characters", passed: password.length >= 8 },
                { rule: "upper", label: "One uppercase letter", passed: /[A-Z]/.test(password) },
                { rule: "lower", label: "One lowercase letter", passed: /[a-z]/.test(password) },
                { rule: "digit", label: "One number", passed: /\d/.test(password) },
              ]}
            />
          </div>
        </Panel>
        <Panel title="Choices">
          <div className="kit-gallery__stack">
            <CountryCombobox label="Country" items={COUNTRIES} selectedKey={country} onSelectionChange={setCountry} />
            <CountryCombobox
              label="Country (with error)"
              items={COUNTRIES}
              selectedKey={null}
              onSelectionChange={() => {}}
              error="Please choose your country"
            />
            <Select label="Sort recordings" items={SORTS} selectedKey={sort} onSelectionChange={setSort} />
            <Select label="Organisation" items={[]} selectedKey={null} onSelectionChange={() => {}} />
            <Checkbox isSelected={agreed} onChange={setAgreed}>
              I agree to the <a href="https://lectern.app/terms">Terms of Service</a> and the{" "}
              <a href="https://lectern.app/aup">Acceptable Use Policy</a>
            </Checkbox>
            <Checkbox isSelected={false} onChange={() => {}} error="You need to accept the terms to continue">
              I agree to the Terms of Service
            </Checkbox>
          </div>
        </Panel>
      </div>
    </Section>
  );
}

function FeedbackSection() {
  const [progress, setProgress] = useState(64);
  return (
    <Section title="Feedback">
      <div className="kit-gallery__grid">
        <Panel title="Alerts">
          <div className="kit-gallery__stack">
            <Alert kind="info" title="Transcripts are on their way">
              We'll let you know when your lecture has been processed.
            </Alert>
            <Alert kind="success">Slides uploaded</Alert>
            <Alert kind="warning" title="Storage almost full">
              You have used 84% of your storage.
            </Alert>
            <Alert
              kind="error"
              title="Slides not loaded"
              actions={
                <Button size="sm" variant="secondary">
                  Retry
                </Button>
              }
            >
              Slides file cannot be read. Try again
            </Alert>
          </div>
        </Panel>
        <Panel title="Progress and loading">
          <div className="kit-gallery__stack">
            <ProgressBar label="Uploading lecture-04.mp4" value={progress} />
            <div className="kit-gallery__row">
              <Button size="sm" variant="secondary" onPress={() => setProgress((p) => Math.min(100, p + 12))}>
                Advance
              </Button>
              <Spinner label="Loading recordings" showLabel />
            </div>
            <div className="kit-gallery__skeleton-card">
              <Skeleton width={44} height={44} circle />
              <div className="kit-gallery__stack kit-gallery__stack--tight">
                <Skeleton width="70%" height={14} />
                <Skeleton width="45%" height={12} />
              </div>
            </div>
            <AsyncLoader module="Editor" load={never}>
              {() => null}
            </AsyncLoader>
            <AsyncLoader module="Slides" load={fails}>
              {() => null}
            </AsyncLoader>
          </div>
        </Panel>
        <Panel title="Avatars">
          <div className="kit-gallery__row">
            <Avatar name="Ada Lovelace" initials="AL" size={48} />
            <Avatar name="Grace Hopper" initials="GH" />
            <Avatar name="Unknown user" initials="" size={48} />
            <Avatar name="Broken photo" initials="BP" src="/does-not-exist.png" size={48} />
          </div>
        </Panel>
      </div>
    </Section>
  );
}

function OverlaysSection() {
  const [modal, setModal] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState(false);
  const dialogs = useDialogs();
  const toasts = useToasts();
  return (
    <Section title="Dialogs and toasts">
      <div className="kit-gallery__grid">
        <Panel title="Dialogs">
          <div className="kit-gallery__row">
            <Button variant="secondary" onPress={() => setModal(true)}>
              Modal dialog
            </Button>
            <Button variant="secondary" onPress={() => setConfirm(true)}>
              Confirm dialog
            </Button>
            <Button variant="secondary" onPress={() => setError(true)}>
              Error dialog
            </Button>
          </div>
          <div className="kit-gallery__row">
            {(["error", "warning", "success", "question", "remove"] as const).map((kind) => (
              <Button
                key={kind}
                size="sm"
                variant="ghost"
                onPress={() =>
                  void dialogs.alert({
                    kind,
                    title: kind === "remove" ? "Remove this tag?" : `A ${kind} alert`,
                    message: "This is what the alert service shows for this kind.",
                  })
                }
              >
                alert: {kind}
              </Button>
            ))}
          </div>
          <div className="kit-gallery__row" aria-hidden="true">
            {(["error", "warning", "success", "question", "remove"] as const).map((kind) => (
              <DialogIcon key={kind} kind={kind} />
            ))}
          </div>
        </Panel>
        <Panel title="Toasts">
          <div className="kit-gallery__row">
            <Button variant="secondary" onPress={() => toasts.show({ text: "Slides uploaded", type: "success" })}>
              Success toast
            </Button>
            <Button
              variant="secondary"
              onPress={() => toasts.show({ text: "Your recording is being processed.", type: "info" })}
            >
              Info toast
            </Button>
            <Button variant="secondary" onPress={() => toasts.show({ text: "Slides not removed", type: "danger" })}>
              Danger toast
            </Button>
            <Button
              variant="secondary"
              onPress={() => toasts.show({ text: "Link copied", type: "success", small: true })}
            >
              Small toast
            </Button>
          </div>
        </Panel>
      </div>
      <ModalDialog
        title="Share recording"
        isOpen={modal}
        onOpenChange={setModal}
        footer={
          <>
            <Button variant="secondary" onPress={() => setModal(false)}>
              Cancel
            </Button>
            <Button onPress={() => setModal(false)}>Share</Button>
          </>
        }
      >
        <TextField
          label="Invite by e-mail"
          name="invite"
          value=""
          onChange={() => {}}
          placeholder="name@university.ac.uk"
        />
      </ModalDialog>
      <ConfirmDialog
        isOpen={confirm}
        title="Remove this recording?"
        message="It will also disappear for everyone you shared it with."
        confirmLabel="Remove"
        confirmVariant="danger"
        image={<DialogIcon kind="remove" />}
        onConfirm={() => setConfirm(false)}
        onCancel={() => setConfirm(false)}
      />
      <ErrorDialog
        isOpen={error}
        title="Invalid Licence Key"
        message="We were unable to redeem the code you entered. Please try again, or contact the licence supplier if the issue persists"
        onClose={() => setError(false)}
      />
    </Section>
  );
}

function CardsSection() {
  const [key, setKey] = useState("");
  const [pending, setPending] = useState(false);
  return (
    <Section title="Cards and states">
      <div className="kit-gallery__grid">
        <Panel title="Licence key (full)">
          <LicenceKeyCard
            value={key}
            onChange={setKey}
            isPending={pending}
            onRedeem={() => {
              setPending(true);
              setTimeout(() => setPending(false), 1500);
            }}
          />
        </Panel>
        <Panel title="Licence key (mini, with error)">
          <LicenceKeyCard
            variant="mini"
            headingLevel={3}
            value="ABC 123"
            onChange={() => {}}
            isPending={false}
            onRedeem={() => {}}
            error="Invalid Licence Key"
          />
        </Panel>
        <Panel title="Empty state" wide>
          <EmptyState
            icon={<FolderOpen size={28} />}
            title="No recordings yet"
            headingLevel={3}
            action={
              <Button>
                <Plus size={16} aria-hidden="true" />
                Record your first lecture
              </Button>
            }
          >
            <p>Recordings you make or that are shared with you will appear here.</p>
          </EmptyState>
        </Panel>
      </div>
    </Section>
  );
}

function ChromeSection() {
  return (
    <Section title="Page chrome">
      <div className="kit-gallery__stack">
        <div className="kit-gallery__frame">
          <TopBar
            user={{ fullName: "Ada Lovelace", email: "ada@example.com", initials: "AL" }}
            links={[
              { label: "Recordings", href: "#recordings" },
              { label: "Download App", href: "#downloads" },
              { label: "Help", href: "https://help.lectern.app", external: true },
            ]}
            profileLinks={[
              { label: "Subscription", href: "#subscription" },
              { label: "Personal information", href: "#personal" },
            ]}
            onLogout={() => new Promise((resolve) => setTimeout(resolve, 1500))}
            renderLink={({ href, children, className }) => (
              <a href={href} className={className}>
                {children}
              </a>
            )}
          />
          <UnauthenticatedBanner onSignUp={() => {}} onLogIn={() => {}} />
        </div>
        <div className="kit-gallery__grid">
          <Panel title="Logo">
            <div className="kit-gallery__row">
              <Logo height={40} />
              <Logo height={40} variant="mark" />
            </div>
          </Panel>
          <Panel title="Sign-in carousel" wide>
            <div className="kit-gallery__carousel">
              <AuthCarousel />
            </div>
          </Panel>
        </div>
      </div>
    </Section>
  );
}
