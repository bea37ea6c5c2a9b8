import { clsx } from "clsx";
import { useState } from "react";
// The illustrations are SVG files, not components: an image costs /auth/login no JavaScript, and
// `no-inline` keeps Vite from turning them back into data URLs inside the script.
import flashcardsArt from "./carouselArt/flashcards.svg?no-inline";
import multimediaArt from "./carouselArt/multimedia.svg?no-inline";
import noteTakingArt from "./carouselArt/note-taking.svg?no-inline";
import tutorChatArt from "./carouselArt/tutor-chat.svg?no-inline";
import "./AuthCarousel.css";

interface Slide {
  title: string;
  text: string;
  /** A decorative picture: the slide's heading and line carry the meaning. */
  art: string;
}

/** Exactly the four benefits of spec 1 §1, in its order. */
export const AUTH_SLIDES: readonly Slide[] = [
  {
    title: "Multimedia notes",
    text: "Video chapters, audio playlists and text notes, all made from the same lecture.",
    art: multimediaArt,
  },
  {
    title: "AI flashcard quizzes",
    text: "Every lecture becomes a deck of flashcards, so you can test yourself before the exam.",
    art: flashcardsArt,
  },
  {
    title: "Personalised AI tutor chat about your lectures",
    text: "Ask about anything that was said and get answers that point back to the moment it was said.",
    art: tutorChatArt,
  },
  {
    title: "Advanced note-taking and study tool",
    text: "Highlight, annotate and organise your notes, formulas included, in one calm place.",
    art: noteTakingArt,
  },
];

/** Keeps "note-taking" on one line: a heading that breaks after "note-" reads badly. */
function noBreakAtHyphens(text: string) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    part.includes("-") ? (
      <span key={i} className="kit-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The sign-in carousel (spec 1 §2). It never moves on its own (nothing to pause, WCAG 2.2.2).
 * Clicking the slide shows the next one and wraps after the last; the dots are the keyboard way to
 * do the same, and the slide area is a polite live region so the change is heard. Plain buttons:
 * it is on the sign-in pages, which do not load react-aria.
 */
export function AuthCarousel() {
  const [index, setIndex] = useState(0);
  const count = AUTH_SLIDES.length;
  const slide = AUTH_SLIDES[index] ?? AUTH_SLIDES[0];
  if (!slide) return null;
  return (
    <section className="kit-carousel" aria-roledescription="carousel" aria-label="What you get with Lectern">
      {/* Pointer shortcut only; the dot buttons below give keyboard users the same control. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="kit-carousel__viewport" aria-live="polite" onClick={() => setIndex((index + 1) % count)}>
        <div
          key={index}
          className="kit-carousel__slide"
          // APG carousel pattern: each slide is a group with roledescription "slide".
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          data-testid="auth-carousel-slide"
        >
          <div className="kit-carousel__art-wrap">
            <img className="kit-carousel__art" src={slide.art} alt="" width={360} height={260} />
          </div>
          <h2 className="kit-carousel__title">
            <span>{noBreakAtHyphens(slide.title)}</span>
          </h2>
          <p className="kit-carousel__text">{slide.text}</p>
        </div>
      </div>
      <div className="kit-carousel__dots">
        {AUTH_SLIDES.map((item, i) => (
          <button
            key={item.title}
            type="button"
            className={clsx("kit-carousel__dot", i === index && "is-active")}
            aria-label={`Slide ${i + 1} of ${count}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
