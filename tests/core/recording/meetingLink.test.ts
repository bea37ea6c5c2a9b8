import { meetingLink } from "@lectern/core/recording/domain/meetingLink";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Text without anything a link could be made of: no scheme, no dots, no slashes. */
const plainText = fc.stringMatching(/^[a-zA-Z ,!?-]{0,40}$/);

const zoomLink = fc
  .tuple(
    fc.constantFrom("zoom.us", "us02web.zoom.us", "acme.zoom.us"),
    fc.integer({ min: 1_000_000, max: 9_999_999_999 }),
  )
  .map(([host, id]) => `https://${host}/j/${id}`);
const googleLink = fc.stringMatching(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/).map((code) => `https://meet.google.com/${code}`);
const otherLink = fc
  .tuple(fc.constantFrom("example.org", "lectern.app", "wikipedia.org"), fc.stringMatching(/^[a-z]{1,10}$/))
  .map(([host, path]) => `https://${host}/${path}`);

/** A description as an editor writes it: the link as an anchor or as bare text, among paragraphs. */
const descriptionWith = (before: string, link: string, after: string, asAnchor: boolean) =>
  asAnchor ? `<p>${before}</p><p><a href="${link}">Join</a> ${after}</p>` : `<p>${before} ${link} ${after}</p>`;

describe("meeting link in a session description (spec 2 §4.12)", () => {
  it("finds a zoom /j link or a google link, wherever it sits in the description", () => {
    fc.assert(
      fc.property(plainText, fc.oneof(zoomLink, googleLink), plainText, fc.boolean(), (before, link, after, anchor) => {
        expect(meetingLink(descriptionWith(before, link, after, anchor))).toBe(link);
      }),
    );
  });

  it("finds nothing in plain text or among links that are not meetings", () => {
    fc.assert(
      fc.property(plainText, fc.array(otherLink, { maxLength: 3 }), (text, links) => {
        expect(meetingLink(`<p>${text} ${links.join(" ")}</p>`)).toBeNull();
      }),
    );
  });

  it("answers the first meeting link when there are several, after any other link", () => {
    fc.assert(
      fc.property(otherLink, zoomLink, googleLink, (other, zoom, google) => {
        expect(meetingLink(`<p>${other}</p><a href="${zoom}">a</a> ${google}`)).toBe(zoom);
      }),
    );
  });

  it("needs the /j path for zoom and meet hosts, and only opens http(s) addresses", () => {
    expect(meetingLink('<a href="https://zoom.us/pricing">Plans</a>')).toBeNull();
    expect(meetingLink('<a href="https://meet.example.org/j/42">Room</a>')).toBe("https://meet.example.org/j/42");
    expect(meetingLink('<a href="javascript:alert(1)//zoom.us/j/1">x</a>')).toBeNull();
    expect(meetingLink("Join at https://zoom.us/j/123?pwd=a&amp;b=c.")).toBe("https://zoom.us/j/123?pwd=a&b=c");
    expect(meetingLink(null)).toBeNull();
    expect(meetingLink("")).toBeNull();
  });
});
