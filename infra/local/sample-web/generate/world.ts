import { PLACES } from '../data/places.ts';
import { GLOBAL_COMPANIES, LOCAL_FIRM_NOUNS, LOCAL_FIRM_WORDS } from '../data/words.ts';
import type { Rng } from '../random.ts';
import { slugify, stripDiacritics } from '../text.ts';
import type { SampleOrganisation, SamplePlace } from '../types.ts';

export function buildPlaces(): SamplePlace[] {
  return PLACES.map((seed, index) => ({
    key: seed.key,
    name: seed.variants[0] ?? seed.key,
    country: seed.country,
    countryCode: seed.countryCode,
    variants: [...seed.variants],
    wikidataId: `Q${9_200_000 + index * 3}`,
  }));
}

const LEGAL_SUFFIX: Record<string, string> = {
  US: 'Inc.',
  CA: 'Inc.',
  GB: 'Ltd',
  IE: 'Ltd',
  DE: 'GmbH',
  AT: 'GmbH',
  CH: 'AG',
  FR: 'SAS',
  ES: 'S.L.',
  MX: 'S.A. de C.V.',
  IT: 'S.r.l.',
  BR: 'Ltda.',
  NL: 'B.V.',
  PL: 'sp. z o.o.',
};

function orgVariants(name: string, slug: string, rng: Rng, countryCode?: string): string[] {
  const variants = [name, `@${slug}`];
  const first = name.split(' ')[0] ?? name;
  if (first.length > 3 && rng.chance(0.5)) variants.push(first.toUpperCase());
  const legal = countryCode ? LEGAL_SUFFIX[countryCode] : 'Inc.';
  if (legal) variants.push(`${name} ${legal}`);
  if (name.includes(' ') && rng.chance(0.4)) variants.push(name.toLowerCase());
  return variants;
}

export function buildOrganisations(rng: Rng, places: SamplePlace[]): SampleOrganisation[] {
  const orgs: SampleOrganisation[] = [];
  const usedNames = new Set<string>();
  const allPlaceKeys = places.map((p) => p.key);
  const add = (org: Omit<SampleOrganisation, 'wikidataId'>): void => {
    usedNames.add(org.name);
    orgs.push({ ...org, wikidataId: `Q${9_100_000 + orgs.length * 7}` });
  };
  for (const name of GLOBAL_COMPANIES) {
    const slug = slugify(name);
    add({
      key: slug,
      name,
      variants: orgVariants(name, slug, rng),
      domain: `${slug}.example`,
      placeKeys: rng.sample(allPlaceKeys, rng.int(6, 20)),
      kind: 'company',
    });
  }
  for (const place of places) {
    const cityWord = stripDiacritics(place.name.split(',')[0] ?? place.name);
    const firmCount = 4;
    for (let i = 0; i < firmCount; i += 1) {
      let name = `${rng.pick(LOCAL_FIRM_WORDS)} ${rng.pick(LOCAL_FIRM_NOUNS)}`;
      if (usedNames.has(name)) name = `${cityWord} ${name}`;
      if (usedNames.has(name)) continue;
      const slug = slugify(name);
      add({
        key: slug,
        name,
        variants: orgVariants(name, slug, rng, place.countryCode),
        domain: `${slug}.example`,
        placeKeys: [place.key],
        kind: 'company',
      });
    }
    const institute = `${cityWord} Institute of Technology`;
    const instituteSlug = slugify(`${cityWord} tech institute`);
    add({
      key: instituteSlug,
      name: institute,
      variants: [institute, `${cityWord} Tech`, `${cityWord.slice(0, 1)}IT`],
      domain: `${instituteSlug}.example`,
      placeKeys: [place.key],
      kind: 'university',
    });
    const hospital = `${cityWord} General Hospital`;
    const hospitalSlug = slugify(hospital);
    add({
      key: hospitalSlug,
      name: hospital,
      variants: [hospital, `${cityWord} General`],
      domain: `${hospitalSlug}.example`,
      placeKeys: [place.key],
      kind: 'public',
    });
  }
  return orgs;
}
