import {
  Download,
  Info,
  Mic,
  Monitor,
  MonitorSmartphone,
  PlayCircle,
  Smartphone,
  Sparkles,
  Star,
  WifiOff,
} from "lucide-react";
import type { ReactNode } from "react";
import { usePageTitle } from "../../hooks/usePageTitle";
import { Button, ExternalLink } from "../../kit";
import { DemoVideoDialog } from "./DemoVideoDialog";
import { DESKTOP_PLATFORMS, DOWNLOADS_TEXTS as TEXTS, MOBILE_STORES } from "./downloadsTexts";
import { useDemoVideo, usePlayParameter } from "./useDemoVideo";
import { WidgetPreview } from "./WidgetPreview";
import "./DownloadsPage.css";

const DESKTOP_ICONS = [
  <Monitor key="screen" size={20} />,
  <WifiOff key="offline" size={20} />,
  <MonitorSmartphone key="os" size={20} />,
];
const MOBILE_ICONS = [
  <Mic key="record" size={20} />,
  <Star key="highlights" size={20} />,
  <Sparkles key="study" size={20} />,
];

/**
 * /downloads (spec 3 §2): the desktop app and the mobile apps, each with its download links, and the
 * demo video, open while the address says `play=1`. Public: visitors may read it too.
 */
export function DownloadsPage() {
  usePageTitle(TEXTS.title);
  const video = useDemoVideo();
  const [playing, setPlaying] = usePlayParameter();

  return (
    <div className="page downloads">
      <section className="downloads__hero" aria-labelledby="downloads-heading">
        <div className="downloads__hero-text">
          <p className="downloads__eyebrow">{TEXTS.title}</p>
          <h1 id="downloads-heading" className="downloads__heading">
            {TEXTS.heading}
          </h1>
          <p className="downloads__lead">{TEXTS.description}</p>
          <div className="downloads__hero-actions">
            <Button onPress={() => setPlaying(true)}>
              <PlayCircle size={18} aria-hidden="true" />
              {TEXTS.watchDemo}
            </Button>
          </div>
        </div>
        <WidgetPreview />
      </section>

      <div className="downloads__apps">
        <AppCard
          id="desktop"
          icon={<Monitor size={26} />}
          heading={TEXTS.desktopHeading}
          intro={TEXTS.desktopIntro}
          features={TEXTS.desktopFeatures}
          icons={DESKTOP_ICONS}
          linksLabel={TEXTS.platformsLabel}
          links={DESKTOP_PLATFORMS.map((platform) => (
            <ExternalLink
              key={platform.id}
              href={platform.href}
              hideIcon
              className="kit-button kit-button--primary kit-button--md downloads__platform"
            >
              <Download size={20} aria-hidden="true" />
              <span className="downloads__platform-text">
                <span className="downloads__platform-kicker">{TEXTS.downloadForKicker}</span>{" "}
                <span className="downloads__platform-name">{platform.name}</span>
              </span>
            </ExternalLink>
          ))}
        />
        <AppCard
          id="mobile"
          icon={<Smartphone size={26} />}
          heading={TEXTS.mobileHeading}
          intro={TEXTS.mobileIntro}
          features={TEXTS.mobileFeatures}
          icons={MOBILE_ICONS}
          linksLabel={TEXTS.storesLabel}
          links={MOBILE_STORES.map((store) => (
            <ExternalLink key={store.id} href={store.href} hideIcon className="downloads__store">
              <Smartphone size={24} aria-hidden="true" className="downloads__store-icon" />
              <span className="downloads__store-text">
                <span className="downloads__store-kicker">{store.kicker}</span>{" "}
                <span className="downloads__store-name">{store.name}</span>
              </span>
            </ExternalLink>
          ))}
        />
      </div>

      <p className="downloads__note">
        <Info size={16} aria-hidden="true" />
        {TEXTS.releaseNote}
      </p>

      <DemoVideoDialog video={video} isOpen={playing} onOpenChange={setPlaying} />
    </div>
  );
}

function AppCard({
  id,
  icon,
  heading,
  intro,
  features,
  icons,
  linksLabel,
  links,
}: {
  id: string;
  icon: ReactNode;
  heading: string;
  intro: string;
  features: readonly { readonly title: string; readonly text: string }[];
  icons: readonly ReactNode[];
  linksLabel: string;
  links: ReactNode;
}) {
  return (
    <section className={`downloads-card downloads-card--${id}`} aria-labelledby={`downloads-${id}`}>
      <div className="downloads-card__head">
        <span className="downloads-card__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 id={`downloads-${id}`} className="downloads-card__heading">
          {heading}
        </h2>
      </div>
      <p className="downloads-card__intro">{intro}</p>
      <ul className="downloads-card__features">
        {features.map((feature, index) => (
          <li key={feature.title} className="downloads-card__feature">
            <span className="downloads-card__feature-icon" aria-hidden="true">
              {icons[index]}
            </span>
            <span>
              <strong className="downloads-card__feature-title">{feature.title}</strong>
              <span className="downloads-card__feature-text">{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* A set of links has no native grouping element; the group gives it its name. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div className="downloads-card__links" role="group" aria-label={linksLabel}>
        {links}
      </div>
    </section>
  );
}
