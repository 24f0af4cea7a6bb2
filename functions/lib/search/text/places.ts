import { containsPhrase, fold, words } from './fold.ts';

/**
 * Common ways of writing the same city (folded when the table is built). The first form names the place; a form may stand for a district
 * of the city ("brooklyn" → new york). Not a gazetteer: unknown places fall back to plain phrase matching.
 */
const CITIES: string[][] = [
  [
    'new york',
    'new york city',
    'nyc',
    'ny',
    'n y c',
    'ny ny',
    'manhattan',
    'brooklyn',
    '!queens',
    'the bronx',
    'big apple',
  ],
  ['san francisco', 'sf', 'san fran', 'frisco', 's f', 'sf bay area', 'san francisco bay area', 'bay area'],
  ['los angeles', 'la', 'l a', 'hollywood', 'santa monica'],
  ['washington dc', 'washington d c', 'dc', 'd c', 'washington district of columbia'],
  ['chicago', 'chi town', 'chitown', 'chicago il', 'chicago illinois'],
  ['austin', '!atx', 'austin tx', 'austin texas'],
  ['seattle', 'seattle wa', 'pnw'],
  ['portland or', 'portland oregon', 'pdx'],
  ['portland me', 'portland maine'],
  ['springfield il', 'springfield illinois'],
  ['springfield mo', 'springfield missouri'],
  ['houston', 'h town', 'htown', 'houston tx'],
  ['philadelphia', 'philly'],
  ['las vegas', 'vegas'],
  ['new orleans', 'nola'],
  ['atlanta', '!atl'],
  ['boston'],
  ['denver'],
  ['miami'],
  ['dallas'],
  ['san diego'],
  ['san jose'],
  ['toronto', 'the 6ix', '!the six', '!t dot'],
  ['vancouver'],
  ['montreal'],
  ['ottawa'],
  ['calgary'],
  ['mexico city', 'cdmx', 'ciudad de mexico', 'mexico d f', 'mexico df'],
  ['guadalajara', '!gdl'],
  ['london', 'ldn', 'greater london'],
  ['manchester', '!mcr'],
  ['edinburgh', 'embra', 'auld reekie'],
  ['birmingham uk', 'birmingham england', 'brum'],
  ['birmingham al', 'birmingham alabama'],
  ['glasgow'],
  ['bristol'],
  ['leeds'],
  ['liverpool'],
  ['cardiff'],
  ['dublin', 'baile atha cliath'],
  ['paris', 'ile de france'],
  ['lyon', 'lyons'],
  ['marseille', 'marseilles'],
  ['toulouse', 'la ville rose'],
  ['nantes'],
  ['bordeaux'],
  ['lille'],
  ['berlin'],
  ['hamburg', '!hh'],
  ['frankfurt', 'frankfurt am main'],
  ['munich', 'munchen', 'muenchen'],
  ['cologne', 'koln', 'koeln'],
  ['vienna', 'wien'],
  ['zurich', 'zuerich'],
  ['geneva', 'geneve', 'genf'],
  ['amsterdam', '!a dam'],
  ['rotterdam', '!010'],
  ['the hague', 'den haag', 's gravenhage'],
  ['brussels', 'bruxelles', 'brussel'],
  ['copenhagen', 'kobenhavn', 'koebenhavn'],
  ['stockholm'],
  ['oslo'],
  ['helsinki'],
  ['gothenburg', 'goteborg', 'goeteborg'],
  ['madrid', '!mad'],
  ['barcelona', '!bcn'],
  ['seville', 'sevilla'],
  ['valencia'],
  ['lisbon', 'lisboa'],
  ['porto', 'oporto'],
  ['rome', 'roma'],
  ['milan', 'milano'],
  ['florence', 'firenze'],
  ['naples', 'napoli'],
  ['turin', 'torino'],
  ['prague', 'praha'],
  ['warsaw', 'warszawa'],
  ['krakow', 'cracow'],
  ['athens', 'athina'],
  ['istanbul'],
  ['kyiv', 'kiev'],
  ['moscow', 'moskva'],
  ['saint petersburg', 'st petersburg', 'spb', 'sankt peterburg'],
  ['tel aviv', 'tel aviv yafo'],
  ['dubai'],
  ['cairo'],
  ['mumbai', 'bombay'],
  ['bengaluru', 'bangalore', '!blr'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['delhi', 'new delhi'],
  ['hyderabad'],
  ['beijing', 'peking', '北京'],
  ['shanghai', '上海'],
  ['hong kong', 'hk'],
  ['taipei'],
  ['singapore', 'sg'],
  ['tokyo', '東京', '东京'],
  ['osaka'],
  ['kyoto'],
  ['seoul', '서울'],
  ['bangkok'],
  ['jakarta'],
  ['manila'],
  ['ho chi minh city', 'saigon', 'hcmc'],
  ['hanoi'],
  ['sydney', '!syd'],
  ['melbourne'],
  ['brisbane'],
  ['perth'],
  ['auckland'],
  ['wellington'],
  ['sao paulo', 'sampa', 'sp brazil', 'sp brasil'],
  ['rio de janeiro', 'rio', 'rio de janeiro rj', '!rj'],
  ['buenos aires', 'baires', 'caba'],
  ['bogota'],
  ['lima'],
  ['santiago', 'santiago de chile'],
  ['nairobi'],
  ['lagos'],
  ['cape town', 'kaapstad'],
  ['johannesburg', 'joburg', 'jozi'],
];

/** Folded form → place; forms marked "!" (codes such as "MAD", "BCN") count only in location fields. */
const ALIAS = new Map<string, string>();
const FIELD_ONLY = new Set<string>();
for (const forms of CITIES) {
  const name = forms[0];
  if (name === undefined) continue;
  for (const raw of forms) {
    const form = fold(raw.replace(/^!/, ''));
    if (raw.startsWith('!') || form.length <= 2) FIELD_ONLY.add(form);
    if (form !== '' && !ALIAS.has(form)) ALIAS.set(form, name);
  }
}
const LONGEST = Math.max(...[...ALIAS.keys()].map((form) => form.split(' ').length));

/**
 * Known cities named in a text ("Brooklyn, NY" → {"new york"}). Free text skips short codes ("la", "mad"),
 * which are ordinary words or state codes there.
 */
export function knownPlaces(text: string, freeText = false): Set<string> {
  const tokens = words(text);
  const found = new Set<string>();
  for (let start = 0; start < tokens.length; start++) {
    for (let size = Math.min(LONGEST, tokens.length - start); size >= 1; size--) {
      const form = tokens.slice(start, start + size).join(' ');
      const name = ALIAS.get(form);
      if (name && !(freeText && FIELD_ONLY.has(form))) {
        found.add(name);
        start += size - 1;
        break;
      }
    }
  }
  return found;
}

/** Whether a hint is a place and nothing more, before any comma ("Lyon, France"; not "Lyon Ceramics"). */
export function isPlaceName(text: string): boolean {
  const tokens = words(text.split(/[,;|/]/)[0] ?? '');
  let start = 0;
  while (start < tokens.length) {
    let size = Math.min(LONGEST, tokens.length - start);
    while (size >= 1 && !ALIAS.has(tokens.slice(start, start + size).join(' '))) size--;
    if (size === 0) return false;
    start += size;
  }
  return tokens.length > 0;
}

/** A location hint, ready to compare. */
export interface PlaceHint {
  text: string;
  places: Set<string>;
  /** The most specific part as typed ("Springfield" of "Springfield, IL"), folded. */
  phrase: string;
}

export function parsePlaceHint(text: string): PlaceHint | null {
  const phrase = fold(text.split(/[,;|/]/)[0] ?? '');
  if (phrase === '') return null;
  return { text, places: fieldPlaces(text), phrase };
}

/**
 * Places of a location field: those of its first part ("Brooklyn" of "Brooklyn, NY"), else of the whole field
 * without state codes, so "Buffalo, NY" is not New York City.
 */
function fieldPlaces(text: string): Set<string> {
  const head = knownPlaces(text.split(/[,;|/]/)[0] ?? '');
  return head.size > 0 ? head : knownPlaces(text, true);
}

export type PlaceMatch = 'match' | 'conflict' | 'weak-conflict' | 'unknown';

const NOT_A_PLACE =
  /^(earth|world|internet|online|remote|everywhere|anywhere|here|home|planet earth|the internet|worldwide|global|cyberspace|the web|nowhere|somewhere)$/;

/** Compares a location field ("Brooklyn, NY") with the hint. */
export function matchPlace(hint: PlaceHint, location: string): PlaceMatch {
  const folded = fold(location);
  if (folded === '' || NOT_A_PLACE.test(folded)) return 'unknown';
  const places = fieldPlaces(location);
  if (hint.places.size > 0 && places.size > 0) {
    for (const place of places) if (hint.places.has(place)) return 'match';
    return 'conflict';
  }
  if (containsPhrase(location, hint.phrase) || containsPhrase(hint.text, folded)) return 'match';
  if (places.size > 0 || hint.places.size > 0) return 'conflict';
  return 'weak-conflict';
}

/** True when free text (a bio, a page) names the hinted place. Free text never conflicts. */
export function mentionsPlace(hint: PlaceHint, text: string): boolean {
  if (hint.places.size > 0) {
    for (const place of knownPlaces(text, true)) if (hint.places.has(place)) return true;
  }
  return hint.phrase.length >= 3 && containsPhrase(text, hint.phrase);
}
