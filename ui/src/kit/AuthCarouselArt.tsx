/**
 * The four carousel illustrations, drawn as inline SVG in the spec's palette so they stay crisp,
 * cost no requests and need no alt text (the slide's heading and line carry the meaning).
 */

import { useId, type ReactNode } from "react";

const INK = "#2C2D3F";
const MUTED = "#C9CBD4";
const LINE = "#E6E7EC";
const GREEN = "#3ACE8B";
const SOFT = "#ECFFF0";

/** The SVG shell with a soft drop-shadow filter; the filter id is unique per instance. */
function Frame({ children }: { children: (shadow: string) => ReactNode }) {
  const id = `kit-art-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg className="kit-carousel__art" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <defs>
        <filter id={id} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#2C2D3F" floodOpacity="0.12" />
        </filter>
      </defs>
      {children(`url(#${id})`)}
    </svg>
  );
}

/** Video with chapter marks, an audio playlist and a text note, overlapping like open windows. */
export function MultimediaArt() {
  return (
    <Frame>
      {(shadow) => (
        <>
          <g filter={shadow}>
            <rect x="28" y="30" width="220" height="142" rx="14" fill="#fff" />
          </g>
          <rect x="40" y="42" width="196" height="98" rx="9" fill={INK} />
          <circle cx="138" cy="91" r="20" fill={GREEN} />
          <path d="M132 81v20l16-10z" fill={INK} />
          <rect x="40" y="152" width="196" height="6" rx="3" fill={LINE} />
          <rect x="40" y="152" width="92" height="6" rx="3" fill={GREEN} />
          <rect x="86" y="149" width="3" height="12" rx="1.5" fill={INK} />
          <rect x="160" y="149" width="3" height="12" rx="1.5" fill={INK} />
          <rect x="204" y="149" width="3" height="12" rx="1.5" fill={INK} />

          <g filter={shadow}>
            <rect x="196" y="112" width="140" height="118" rx="14" fill="#fff" />
          </g>
          <text x="212" y="136" fontSize="11" fontWeight="800" fill={INK} fontFamily="Mulish, sans-serif">
            Playlist
          </text>
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(212 ${150 + row * 24})`}>
              <circle cx="8" cy="6" r="8" fill={row === 0 ? GREEN : SOFT} />
              <path d="M5.5 2.5v7l6-3.5z" fill={INK} opacity={row === 0 ? 1 : 0.5} />
              {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((bar) => (
                <rect
                  key={bar}
                  x={24 + bar * 7}
                  y={6 - ((bar * 7 + row * 3) % 11) / 2 - 1}
                  width="3.5"
                  height={((bar * 7 + row * 3) % 11) + 2}
                  rx="1.75"
                  fill={row === 0 ? "#227981" : MUTED}
                />
              ))}
            </g>
          ))}

          <g filter={shadow}>
            <rect x="14" y="176" width="150" height="66" rx="12" fill="#fff" />
          </g>
          <rect x="28" y="190" width="60" height="7" rx="3.5" fill="#5546BC" />
          <rect x="28" y="205" width="120" height="6" rx="3" fill={LINE} />
          <rect x="28" y="217" width="104" height="6" rx="3" fill={LINE} />
          <rect x="28" y="229" width="78" height="6" rx="3" fill={LINE} />
        </>
      )}
    </Frame>
  );
}

/** A fanned stack of flashcards with a question on top and right/wrong chips. */
export function FlashcardsArt() {
  return (
    <Frame>
      {(shadow) => (
        <>
          <g transform="rotate(-9 180 140)">
            <rect x="86" y="58" width="190" height="128" rx="16" fill="#DAD5F6" />
          </g>
          <g transform="rotate(5 180 140)">
            <rect x="86" y="58" width="190" height="128" rx="16" fill="#CFE0FF" />
          </g>
          <g filter={shadow}>
            <rect x="82" y="62" width="196" height="132" rx="16" fill="#fff" />
          </g>
          <rect x="100" y="80" width="34" height="22" rx="11" fill="#5546BC" />
          <text
            x="117"
            y="95.5"
            fontSize="12"
            fontWeight="800"
            fill="#fff"
            textAnchor="middle"
            fontFamily="Mulish, sans-serif"
          >
            Q
          </text>
          <text x="100" y="126" fontSize="15" fontWeight="800" fill={INK} fontFamily="Mulish, sans-serif">
            What is mitosis?
          </text>
          <rect x="100" y="140" width="150" height="6" rx="3" fill={LINE} />
          <rect x="100" y="152" width="118" height="6" rx="3" fill={LINE} />
          <rect x="100" y="170" width="64" height="10" rx="5" fill={SOFT} />

          <g filter={shadow}>
            <rect x="96" y="208" width="76" height="32" rx="16" fill="#fff" />
            <rect x="188" y="208" width="76" height="32" rx="16" fill={GREEN} />
          </g>
          <path d="M124 218l12 12M136 218l-12 12" stroke="#D1414C" strokeWidth="3" strokeLinecap="round" />
          <path
            d="M216 224l6 6 12-12"
            stroke={INK}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />

          <g fill={GREEN}>
            <path d="M300 50l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
            <path d="M58 168l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" opacity="0.7" />
          </g>
        </>
      )}
    </Frame>
  );
}

/** A chat between the student and the AI tutor, with the tutor still typing. */
export function TutorChatArt() {
  return (
    <Frame>
      {(shadow) => (
        <>
          <g filter={shadow}>
            <rect x="46" y="20" width="268" height="222" rx="18" fill="#fff" />
          </g>
          <rect x="46" y="20" width="268" height="44" rx="18" fill={SOFT} />
          <rect x="46" y="46" width="268" height="18" fill={SOFT} />
          <circle cx="74" cy="42" r="12" fill={GREEN} />
          <path d="M74 34l2.4 5.6 5.6 2.4-5.6 2.4L74 50l-2.4-5.6L66 42l5.6-2.4z" fill={INK} />
          <text x="94" y="46.5" fontSize="12" fontWeight="800" fill={INK} fontFamily="Mulish, sans-serif">
            Lecture tutor
          </text>

          <rect x="150" y="80" width="146" height="40" rx="14" fill={GREEN} />
          <rect x="164" y="93" width="100" height="6" rx="3" fill={INK} opacity="0.75" />
          <rect x="164" y="104" width="70" height="6" rx="3" fill={INK} opacity="0.45" />

          <rect x="64" y="134" width="172" height="56" rx="14" fill="#F1F6FF" />
          <rect x="78" y="148" width="140" height="6" rx="3" fill="#1F4395" opacity="0.7" />
          <rect x="78" y="160" width="120" height="6" rx="3" fill="#1F4395" opacity="0.4" />
          <rect x="78" y="172" width="62" height="10" rx="5" fill="#fff" />
          <text x="84" y="180" fontSize="7.5" fontWeight="700" fill="#1F4395" fontFamily="Mulish, sans-serif">
            ▶ 12:40
          </text>

          <rect x="64" y="202" width="58" height="26" rx="13" fill="#F4F5F7" />
          {[0, 1, 2].map((dot) => (
            <circle key={dot} className="kit-carousel__typing" cx={81 + dot * 12} cy="215" r="3.5" fill="#6D6D78" />
          ))}
        </>
      )}
    </Frame>
  );
}

/** A notebook page with highlighted lines, a margin tag and a pen. */
export function NoteTakingArt() {
  return (
    <Frame>
      {(shadow) => (
        <>
          <g filter={shadow}>
            <rect x="70" y="22" width="200" height="220" rx="16" fill="#fff" />
          </g>
          <rect x="70" y="22" width="24" height="220" rx="12" fill={SOFT} />
          {[0, 1, 2, 3, 4, 5].map((hole) => (
            <circle key={hole} cx="82" cy={46 + hole * 34} r="4" fill="#fff" stroke={MUTED} strokeWidth="1.5" />
          ))}
          <rect x="110" y="42" width="96" height="10" rx="5" fill={INK} />
          <rect x="108" y="66" width="136" height="14" rx="4" fill="#FFF5DB" />
          <rect x="112" y="70" width="126" height="6" rx="3" fill={MUTED} />
          <rect x="112" y="90" width="140" height="6" rx="3" fill={LINE} />
          <rect x="112" y="104" width="118" height="6" rx="3" fill={LINE} />
          <rect x="108" y="118" width="106" height="14" rx="4" fill="#E7F9FA" />
          <rect x="112" y="122" width="96" height="6" rx="3" fill="#227981" opacity="0.6" />
          <rect x="112" y="142" width="132" height="6" rx="3" fill={LINE} />
          <rect x="112" y="156" width="88" height="6" rx="3" fill={LINE} />
          <text x="112" y="190" fontSize="16" fill="#5546BC" fontFamily="serif" fontStyle="italic">
            ∫ f(x) dx
          </text>
          <rect x="112" y="206" width="120" height="6" rx="3" fill={LINE} />

          <g filter={shadow}>
            <rect x="238" y="70" width="74" height="30" rx="8" fill="#FFEBDB" />
            <rect x="246" y="112" width="66" height="30" rx="8" fill="#E4EEFE" />
          </g>
          <rect x="248" y="82" width="48" height="6" rx="3" fill="#CD6D1D" />
          <rect x="256" y="124" width="40" height="6" rx="3" fill="#1F4395" />

          <g transform="rotate(38 262 196)">
            <rect x="250" y="150" width="18" height="86" rx="6" fill={GREEN} />
            <rect x="250" y="150" width="18" height="16" rx="6" fill={INK} />
            <path d="M250 234l9 18 9-18z" fill="#F4E3C3" />
            <path d="M256 246l3 6 3-6z" fill={INK} />
          </g>
        </>
      )}
    </Frame>
  );
}
