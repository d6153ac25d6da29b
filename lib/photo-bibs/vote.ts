/**
 * Deciding which numbers read in a photo are bibs (pure; used by lib/photo-bibs/read-bibs.ts).
 *
 * A photo is read several times, each from a differently prepared image (sizes, contrast, colour
 * channel): a bib, large and dark on white, is read again and again, while the digits OCR imagines in
 * leaves, logos and shirt prints rarely come out the same twice. A number becomes a tag when it is a
 * plausible bib of the edition and either several passes agree on it or one pass is very sure of it
 * and it is a bib the edition really gave out. The stored confidence is the best pass's.
 */

/** What the edition's bibs look like: digit counts and the highest number, and the bibs given out. */
export interface BibRule {
  /** Fewest and most digits of a bib (e.g. 1 and 4 for 1–3500). */
  minDigits: number;
  maxDigits: number;
  /** Highest bib number that can exist (the top of the bib ranges, or of the bibs given out). */
  maxBib: number;
  /** Bibs given out for the edition (runners and untact runners); empty when none are known. */
  known: ReadonlySet<string>;
}

/** A rule for when nothing is known of the edition's bibs: 1 to 5 digits, up to 99,999. */
export const OPEN_BIB_RULE: BibRule = { minDigits: 1, maxDigits: 5, maxBib: 99_999, known: new Set() };

/** One number as one pass read it: digits and confidence 0–100. */
export interface PassWord {
  text: string;
  confidence: number;
}

/** A number accepted as a bib in a photo, with the best confidence any pass gave it and how many passes read it. */
export interface BibReading {
  backNo: string;
  confidence: number;
  passes: number;
  known: boolean;
}

/** Confidence at or above which a reading counts as a pass's vote at all. */
export const MIN_VOTE_CONFIDENCE = 70;
/** Passes that must agree on a number the edition did not give out (or when none are known). */
export const AGREEING_PASSES = 2;
/**
 * Confidence a lone reading needs when it matches a bib the edition gave out. 98: on the fixture photos
 * lone readings at 95–97 were as often other runners' bibs imagined in print as the photo's runner.
 */
export const LONE_KNOWN_CONFIDENCE = 98;

/**
 * Whether `text` can be a bib under `rule`: digits only, no leading zero, a digit count within the
 * rule and a value from 1 to `maxBib`. Two-digit minimum for OCR: a lone digit is far more often a
 * fragment of print than a bib, so single-digit bibs are left to staff.
 */
export function plausibleBib(text: string, rule: BibRule): boolean {
  if (!/^[1-9]\d*$/.test(text)) return false;
  const digits = text.length;
  if (digits < Math.max(2, rule.minDigits) || digits > rule.maxDigits) return false;
  return Number(text) <= rule.maxBib;
}

/**
 * The bibs of one photo from the words of every pass (`passes[i]` = the words of pass i): numbers
 * plausible under `rule`, read with at least MIN_VOTE_CONFIDENCE by AGREEING_PASSES passes, or by one
 * pass at LONE_KNOWN_CONFIDENCE when the edition gave that bib out. When the edition's bibs are known
 * (`rule.known` not empty) only those can be tags: every runner in the photos of an edition's race
 * wears one of them, so any other number is a misreading (a digit lost or imagined, a shirt's print).
 * Sorted by confidence, then passes.
 */
export function voteBibs(passes: ReadonlyArray<ReadonlyArray<PassWord>>, rule: BibRule): BibReading[] {
  const seen = new Map<string, { confidence: number; passes: number }>();
  for (const words of passes) {
    const inPass = new Map<string, number>();
    for (const w of words) {
      if (w.confidence < MIN_VOTE_CONFIDENCE || !plausibleBib(w.text, rule)) continue;
      inPass.set(w.text, Math.max(inPass.get(w.text) ?? 0, w.confidence));
    }
    for (const [text, c] of inPass) {
      const s = seen.get(text) ?? { confidence: 0, passes: 0 };
      seen.set(text, { confidence: Math.max(s.confidence, c), passes: s.passes + 1 });
    }
  }
  const out: BibReading[] = [];
  for (const [backNo, s] of seen) {
    const known = rule.known.has(backNo);
    if (rule.known.size > 0 && !known) continue;
    if (s.passes >= AGREEING_PASSES || (known && s.confidence >= LONE_KNOWN_CONFIDENCE))
      out.push({ backNo, confidence: Math.round(s.confidence), passes: s.passes, known });
  }
  return out.sort((a, b) => b.confidence - a.confidence || b.passes - a.passes || a.backNo.localeCompare(b.backNo));
}
