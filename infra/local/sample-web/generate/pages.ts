import { CONFERENCES, NEWSPAPER_SUFFIXES, PODCASTS, PROJECTS } from '../data/words.ts';
import { Rng } from '../random.ts';
import { capitalize, fold, slugify, stripDiacritics } from '../text.ts';
import type { PageKind, SampleAccount, SamplePage, SamplePerson, SamplePlace } from '../types.ts';
import { REFERENCE_TIME, isoBetween } from './context.ts';
import type { GenContext } from './context.ts';
import { writtenName } from './people.ts';

interface Named {
  person: SamplePerson;
  written: string;
}

interface PageDraft {
  host: string;
  path: string;
  kind: PageKind;
  siteName: string;
  title: string;
  paragraphs: string[];
  publishedAt: string;
  named: Named[];
  relMe?: string[];
  ownerId?: string;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function shortPlace(place: SamplePlace): string {
  return (place.name.split(',')[0] ?? place.name).replace(/ City$/, '');
}

function account(person: SamplePerson, platform: string): SampleAccount | undefined {
  return (
    person.accounts.find((a) => a.platform === platform && !a.dormant) ??
    person.accounts.find((a) => a.platform === platform)
  );
}

/** How a page writes a name: mostly the usual form, sometimes a variant. */
function pageName(rng: Rng, person: SamplePerson): string {
  return rng.chance(0.6) ? person.name : writtenName(rng, person, { allowTypo: rng.chance(0.3) });
}

function roleOf(person: SamplePerson, withEmployer = true): string {
  const job = person.jobTitle.toLowerCase();
  return withEmployer && person.employer ? `${job} at ${person.employer}` : job;
}

function handleRef(rng: Rng, person: SamplePerson): string | null {
  const acc = account(person, rng.pick(['github', 'x', 'instagram', 'bluesky', 'mastodon']));
  if (!acc) return null;
  return acc.platform === 'mastodon'
    ? `@${acc.username}@${acc.instance ?? 'mastodon.social'}`
    : `@${acc.username}`;
}

class PageBook {
  readonly drafts: PageDraft[] = [];
  private readonly paths = new Set<string>();

  add(draft: PageDraft): void {
    let path = draft.path;
    let n = 2;
    while (this.paths.has(`${draft.host}${path}`)) {
      path = `${draft.path}-${n}`;
      n += 1;
    }
    this.paths.add(`${draft.host}${path}`);
    this.drafts.push({ ...draft, path });
  }
}

const AWARDS = [
  'Volunteer of the Year',
  'Small Business Award',
  'Innovation Prize',
  'Community Champion award',
  'Teacher of the Year award',
  'Young Professional award',
];
const TOPICS = [
  {
    title: (p: string) => `New bike lanes divide ${p} residents`,
    about: 'the new bike lanes',
    quotes: ['It finally feels safe to ride to work', 'Nobody asked the shop owners'],
  },
  {
    title: (p: string) => `${p} library extends opening hours`,
    about: 'the library opening later',
    quotes: ['My kids basically live there now', 'It is a lifeline for students'],
  },
  {
    title: (p: string) => `Rents keep rising in ${p}`,
    about: 'rising rents',
    quotes: ['We might have to move out of the city', 'Something has to change'],
  },
  {
    title: (p: string) => `${p} food market returns for the summer`,
    about: 'the summer market',
    quotes: ['Best thing about the summer', 'We sold out by noon'],
  },
  {
    title: (p: string) => `Volunteers clean up the ${p} riverside`,
    about: 'the clean-up day',
    quotes: ['We filled forty bags in two hours', 'Everyone should come next time'],
  },
  {
    title: (p: string) => `${p} startups look for space`,
    about: 'office space',
    quotes: ['Good desks are hard to find', 'We ended up in a former bakery'],
  },
];
const RACES = ['Spring 10K', 'Half Marathon', 'Park Run 5K', 'Night Run', 'River Relay'];
const CLUB_KINDS = ['chess-club', 'book-club', 'volunteers', 'choir', 'allotments'];
const TALK_TOPICS = [
  'observability',
  'type systems',
  'accessibility',
  'design systems',
  'testing',
  'privacy',
  'databases',
  'burnout',
  'open source funding',
  'edge computing',
];

function nationalPhone(e164: string): string {
  if (e164.startsWith('+1')) return `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
  if (e164.startsWith('+44')) return `0${e164.slice(3, 7)} ${e164.slice(7)}`;
  if (e164.startsWith('+33')) {
    const d = `0${e164.slice(3)}`;
    return d.replace(/(\d{2})(?=\d)/g, '$1 ');
  }
  return e164;
}

function raceName(written: string, person: SamplePerson, style: boolean): string {
  if (!style) return written;
  return `${person.familyName.toUpperCase()}, ${person.givenName}`;
}

export function generatePages(ctx: GenContext): SamplePage[] {
  const rng = new Rng(`${ctx.seed}/pages`);
  const book = new PageBook();
  const byPlace = new Map<string, SamplePerson[]>();
  const byOrg = new Map<string, SamplePerson[]>();
  for (const p of ctx.people) {
    byPlace.set(p.placeKey, [...(byPlace.get(p.placeKey) ?? []), p]);
    if (p.employerKey) byOrg.set(p.employerKey, [...(byOrg.get(p.employerKey) ?? []), p]);
  }
  const notable = new Set(ctx.people.filter((p) => p.wikidataId).map((p) => p.id));
  const date = (from = 2015): string => isoBetween(rng, from, REFERENCE_TIME).slice(0, 10) + 'T09:00:00Z';

  // Local newspapers.
  for (const place of ctx.places) {
    const residents = byPlace.get(place.key) ?? [];
    if (residents.length === 0) continue;
    const word = shortPlace(place);
    const suffix = rng.pick(NEWSPAPER_SUFFIXES);
    const host = `${slugify(stripDiacritics(word))}-${suffix}.example`;
    ctx.usedHosts.add(host);
    const siteName = `The ${word} ${capitalize(suffix)}`;
    const weighted = residents.flatMap((p) => (notable.has(p.id) ? [p, p, p, p, p] : [p]));
    const count = Math.ceil(residents.length * 0.35) + residents.filter((p) => notable.has(p.id)).length * 2;
    for (let i = 0; i < count; i += 1) {
      const publishedAt = date();
      const ym = publishedAt.slice(0, 7).replace('-', '/');
      const cityText = rng.pick(place.variants);
      const kind = rng.weighted(['award', 'quote', 'opening'], [0.35, 0.5, 0.15]);
      const subject = rng.pick(weighted);
      const w = pageName(rng, subject);
      const handle = rng.chance(0.12) ? handleRef(rng, subject) : null;
      const handleText = handle ? ` (${handle})` : '';
      if (kind === 'award') {
        const award = `${word} ${rng.pick(AWARDS)}`;
        const title = rng.pick([
          `${w} named ${award}`,
          `${w} wins the ${award}`,
          `Local ${subject.jobTitle.toLowerCase()} ${w} honoured`,
        ]);
        book.add({
          host,
          path: `/${ym}/${slugify(title)}`,
          kind: 'news',
          siteName,
          title,
          publishedAt,
          named: [{ person: subject, written: w }],
          paragraphs: [
            `${cityText} — ${w}${handleText}, ${article(subject.jobTitle)} ${roleOf(subject, rng.chance(0.7))}, received the ${award} on ${publishedAt.slice(0, 10)}.`,
            `"I did not expect this at all," ${subject.nicknames[0] ?? subject.givenName} said after the ceremony at the ${word} town hall.`,
            `Nominations for next year open in the spring.`,
          ],
        });
      } else if (kind === 'quote') {
        const topic = rng.pick(TOPICS);
        const second = rng.chance(0.4)
          ? rng.pick(residents.filter((p) => p !== subject).concat(subject))
          : null;
        const named: Named[] = [{ person: subject, written: w }];
        const paragraphs = [
          `Residents of ${cityText} have strong views on ${topic.about}.`,
          `"${topic.quotes[0] ?? ''}," said ${w}${handleText}, ${article(subject.jobTitle)} ${roleOf(subject, rng.chance(0.5))} who has lived in ${word} for ${rng.int(2, 30)} years.`,
        ];
        if (second && second !== subject) {
          const w2 = pageName(rng, second);
          named.push({ person: second, written: w2 });
          paragraphs.push(
            `${w2}, ${article(second.jobTitle)} ${second.jobTitle.toLowerCase()}, sees it differently: "${topic.quotes[1] ?? ''}."`,
          );
        }
        const title = topic.title(word);
        book.add({
          host,
          path: `/${ym}/${slugify(title)}`,
          kind: 'news',
          siteName,
          title,
          publishedAt,
          named,
          paragraphs,
        });
      } else {
        const business = `${rng.pick(['The Corner', 'Little', 'Blue Door', 'Northside', 'Golden Hour'])} ${rng.pick(['Café', 'Bakery', 'Studio', 'Bike Shop', 'Bookshop', 'Gallery'])}`;
        const title = `${w} opens ${business} in ${word}`;
        book.add({
          host,
          path: `/${ym}/${slugify(title)}`,
          kind: 'news',
          siteName,
          title,
          publishedAt,
          named: [{ person: subject, written: w }],
          paragraphs: [
            `${w}${handleText} has opened ${business} in ${cityText}.`,
            `Before this, ${subject.nicknames[0] ?? subject.givenName} worked as ${article(subject.jobTitle)} ${subject.jobTitle.toLowerCase()}${subject.formerEmployer ? ` at ${subject.formerEmployer}` : ''}.`,
            `The opening weekend drew a queue around the block.`,
          ],
        });
      }
    }
  }

  // Company team pages.
  for (const org of ctx.organisations) {
    const staff = byOrg.get(org.key) ?? [];
    if (staff.length === 0) continue;
    ctx.usedHosts.add(org.domain);
    const listed = staff.filter(() => rng.chance(0.7)).slice(0, 30);
    if (listed.length > 0) {
      const named = listed.map((person) => ({ person, written: pageName(rng, person) }));
      book.add({
        host: org.domain,
        path: org.kind === 'university' ? '/people' : '/team',
        kind: 'team',
        siteName: org.name,
        title: org.kind === 'university' ? `People | ${org.name}` : `Our team | ${org.name}`,
        publishedAt: date(2022),
        named,
        paragraphs: [
          `Meet the people of ${org.name}.`,
          ...named.map(
            ({ person, written }) =>
              `${written} — ${person.jobTitle}, ${rng.pick(ctx.placeByKey.get(person.placeKey)?.variants ?? [person.city])}`,
          ),
        ],
      });
    }
    for (const person of staff) {
      if (!rng.chance(0.3)) continue;
      const w = pageName(rng, person);
      const workEmail = person.emails.find((e) => e.endsWith(`@${org.domain}`));
      const gh = account(person, 'github');
      const paragraphs = [
        `${w} is ${article(person.jobTitle)} ${person.jobTitle} at ${org.name}, based in our ${rng.pick(person.cityVariants)} office.`,
        `Outside work, ${person.nicknames[0] ?? person.givenName} enjoys ${rng.pick(ctx.traits.get(person.id)?.hobbies ?? ['reading'])}.`,
      ];
      if (workEmail) paragraphs.push(`Contact: ${workEmail}`);
      if (gh && rng.chance(0.4)) paragraphs.push(`GitHub: @${gh.username}`);
      book.add({
        host: org.domain,
        path: `/team/${slugify(person.name)}`,
        kind: 'team',
        siteName: org.name,
        title: `${w} — ${person.jobTitle} | ${org.name}`,
        publishedAt: date(2020),
        named: [{ person, written: w }],
        paragraphs,
      });
    }
  }

  // Conferences: speaker lists and talk pages.
  const speakersPool = ctx.people.filter(
    (p) => p.persona === 'developer' || (p.persona !== 'casual' && rng.chance(0.25)),
  );
  for (const conference of CONFERENCES) {
    if (speakersPool.length < 4) break;
    const host = `${slugify(conference)}.example`;
    ctx.usedHosts.add(host);
    const place = rng.pick(ctx.places);
    for (const year of [2023, 2024, 2025]) {
      const speakers = rng.sample(speakersPool, rng.int(8, 14));
      for (const p of ctx.people)
        if (notable.has(p.id) && p.persona !== 'casual' && rng.chance(0.08)) speakers.push(p);
      const named = [...new Set(speakers)].map((person) => ({ person, written: pageName(rng, person) }));
      book.add({
        host,
        path: `/${year}/speakers`,
        kind: 'speakers',
        siteName: `${conference} ${year}`,
        title: `Speakers — ${conference} ${year}, ${shortPlace(place)}`,
        publishedAt: `${year}-0${rng.int(3, 9)}-01T09:00:00Z`,
        named,
        paragraphs: [
          `${conference} ${year} takes place in ${rng.pick(place.variants)}. Meet this year's speakers.`,
          ...named.map(({ person, written }) => {
            const ref = rng.chance(0.6) ? handleRef(rng, person) : null;
            return `${written} — ${person.jobTitle}${person.employer ? `, ${person.employer}` : ''}${ref ? ` (${ref})` : ''}`;
          }),
        ],
      });
      for (const { person, written } of named) {
        if (!rng.chance(0.4)) continue;
        const topic = rng.pick(TALK_TOPICS);
        const talk = rng.pick([
          `Lessons from ${rng.int(3, 12)} years of ${topic}`,
          `${capitalize(topic)} without tears`,
          `What ${rng.pick(PROJECTS)} taught us about ${topic}`,
          `${capitalize(topic)} at ${person.employer ?? 'a small team'}`,
        ]);
        book.add({
          host,
          path: `/${year}/talks/${slugify(talk)}`,
          kind: 'talk',
          siteName: `${conference} ${year}`,
          title: `${talk} — ${conference} ${year}`,
          publishedAt: `${year}-0${rng.int(3, 9)}-15T09:00:00Z`,
          named: [{ person, written }],
          paragraphs: [
            talk,
            `Speaker: ${written}, ${person.jobTitle}${person.employer ? ` at ${person.employer}` : ''}.`,
            `In this talk ${person.nicknames[0] ?? person.givenName} shares what worked, what did not, and what comes next for ${topic}.`,
          ],
        });
      }
    }
  }

  // Race results.
  for (const place of ctx.places) {
    const residents = byPlace.get(place.key) ?? [];
    if (residents.length < 6) continue;
    const word = shortPlace(place);
    const host = `${slugify(stripDiacritics(word))}-runners.example`;
    ctx.usedHosts.add(host);
    const races = rng.int(1, 3);
    for (let r = 0; r < races; r += 1) {
      const year = rng.int(2018, 2025);
      const race = `${word} ${rng.pick(RACES)}`;
      const runners = rng.sample(residents, Math.min(residents.length, rng.int(10, 25)));
      if (rng.chance(0.3)) runners.push(...rng.sample(ctx.people, 2));
      const surnameFirst = rng.chance(0.4);
      let seconds = rng.int(1500, 2200);
      const named: Named[] = [];
      const rows: string[] = [];
      [...new Set(runners)].forEach((person, i) => {
        seconds += rng.int(5, 140);
        const written = raceName(pageName(rng, person), person, surnameFirst);
        named.push({ person, written });
        const club = rng.chance(0.5) ? rng.pick(place.variants) : rng.pick(person.cityVariants);
        const time = `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
        rows.push(`${i + 1}. ${written} (${club}) ${time}`);
      });
      book.add({
        host,
        path: `/results/${year}-${slugify(race)}`,
        kind: 'race',
        siteName: `${word} Runners`,
        title: `${race} ${year} — Results`,
        publishedAt: `${year}-0${rng.int(4, 9)}-1${rng.int(0, 9)}T18:00:00Z`,
        named,
        paragraphs: [`Official results of the ${race} ${year}.`, ...rows],
      });
    }
  }

  // Alumni pages.
  for (const uni of ctx.organisations.filter((o) => o.kind === 'university')) {
    const locals = byPlace.get(uni.placeKeys[0] ?? '') ?? [];
    if (locals.length < 3) continue;
    for (let k = 0; k < 2; k += 1) {
      const year = rng.int(1995, 2022);
      const alumni = [
        ...new Set([...rng.sample(locals, rng.int(3, 8)), ...rng.sample(ctx.people, rng.int(3, 8))]),
      ];
      const named = alumni.map((person) => ({ person, written: pageName(rng, person) }));
      book.add({
        host: uni.domain,
        path: `/alumni/class-of-${year}`,
        kind: 'alumni',
        siteName: uni.name,
        title: `Class of ${year} — where are they now? | ${uni.name}`,
        publishedAt: date(2019),
        named,
        paragraphs: [
          `News from the class of ${year}.`,
          ...named.map(
            ({ person, written }) =>
              `${written} (${year}) — now ${article(person.jobTitle)} ${person.jobTitle.toLowerCase()}${person.employer ? ` at ${person.employer}` : ''}, ${rng.pick(person.cityVariants)}`,
          ),
        ],
      });
    }
  }

  // Open-source contributor lists.
  const devsWithGithub = ctx.people.filter((p) => account(p, 'github'));
  for (const project of PROJECTS) {
    if (devsWithGithub.length < 5) break;
    const host = `${project}.example`;
    ctx.usedHosts.add(host);
    const contributors = rng.sample(devsWithGithub, rng.int(10, 30));
    const named: Named[] = [];
    const rows: string[] = [];
    for (const person of contributors) {
      const gh = account(person, 'github');
      if (!gh) continue;
      if (rng.chance(0.7)) {
        const written = pageName(rng, person);
        named.push({ person, written });
        rows.push(`${written} (@${gh.username})`);
      } else {
        rows.push(`@${gh.username}`);
      }
    }
    book.add({
      host,
      path: '/contributors',
      kind: 'contributors',
      siteName: project,
      title: `Contributors — ${project}`,
      publishedAt: date(2021),
      named,
      paragraphs: [`${project} is built by volunteers. Thank you!`, ...rows],
    });
  }

  // Podcast episodes.
  for (const podcast of PODCASTS) {
    if (ctx.people.length < 20) break;
    const host = `${slugify(podcast)}.example`;
    ctx.usedHosts.add(host);
    const hostPerson = rng.pick(ctx.people);
    const guests = rng.sample(
      ctx.people.filter((p) => p.persona !== 'casual'),
      15,
    );
    guests.forEach((guest, i) => {
      const w = pageName(rng, guest);
      const hw = pageName(rng, hostPerson);
      const topic = rng.pick([...TALK_TOPICS, ...(ctx.traits.get(guest.id)?.hobbies ?? [])]);
      const where =
        guest.website ?? account(guest, rng.pick(['x', 'instagram', 'bluesky', 'github']))?.url ?? null;
      book.add({
        host,
        path: `/episodes/${i + 1}-${slugify(guest.name)}`,
        kind: 'podcast',
        siteName: podcast,
        title: `#${i + 1}: ${w} on ${topic}`,
        publishedAt: date(2019),
        named: [
          { person: guest, written: w },
          { person: hostPerson, written: hw },
        ],
        paragraphs: [
          `This week ${hw} talks with ${w}, ${article(guest.jobTitle)} ${roleOf(guest)}, about ${topic}.`,
          where
            ? `Find ${guest.nicknames[0] ?? guest.givenName} at ${where}`
            : `${guest.nicknames[0] ?? guest.givenName} is not on social media.`,
        ],
      });
    });
  }

  // Local clubs: committees with phone numbers, meeting minutes.
  for (const place of ctx.places) {
    const residents = byPlace.get(place.key) ?? [];
    if (residents.length < 5) continue;
    const word = shortPlace(place);
    const kind = rng.pick(CLUB_KINDS);
    const host = `${slugify(stripDiacritics(word))}-${kind}.example`;
    ctx.usedHosts.add(host);
    const siteName = `${word} ${capitalize(kind.replace('-', ' '))}`;
    const withPhone = residents.filter((p) => p.phone);
    const committee = [...new Set([...rng.sample(withPhone, 3), ...rng.sample(residents, rng.int(2, 5))])];
    const roles = ['Chair', 'Treasurer', 'Secretary', 'Membership', 'Events', 'Webmaster', 'Member'];
    const named = committee.map((person) => ({ person, written: pageName(rng, person) }));
    book.add({
      host,
      path: '/committee',
      kind: 'club',
      siteName,
      title: `Committee | ${siteName}`,
      publishedAt: date(2021),
      named,
      paragraphs: [
        `The ${siteName} is run by volunteers.`,
        ...named.map(
          ({ person, written }, i) =>
            `${roles[i] ?? 'Member'}: ${written}${person.phone ? ` (tel. ${nationalPhone(person.phone)})` : ''}`,
        ),
      ],
    });
    const year = rng.int(2019, 2025);
    const attendees = rng.sample(residents, Math.min(residents.length, rng.int(3, 7)));
    const minutes = attendees.map((person) => ({ person, written: pageName(rng, person) }));
    book.add({
      host,
      path: `/news/${year}-annual-meeting`,
      kind: 'club',
      siteName,
      title: `Annual meeting ${year} | ${siteName}`,
      publishedAt: `${year}-11-0${rng.int(1, 9)}T19:00:00Z`,
      named: minutes,
      paragraphs: [
        `Minutes of the annual meeting held in ${rng.pick(place.variants)}.`,
        `Present: ${minutes.map((m) => m.written).join(', ')}.`,
        `The accounts were approved. Tea and biscuits were provided by ${minutes[0]?.written ?? 'the committee'}.`,
      ],
    });
  }

  // Personal homepages and their blog posts.
  for (const person of ctx.people) {
    if (!person.website) continue;
    const host = new URL(person.website).hostname;
    const prng = new Rng(`${ctx.seed}/home/${person.id}`);
    const relMe = person.accounts.filter((a) => !a.dormant && prng.chance(0.75)).map((a) => a.url);
    const traits = ctx.traits.get(person.id);
    const hobbies = traits?.hobbies ?? [];
    const me = person.nicknames[0] ?? person.givenName;
    book.add({
      host,
      path: '/',
      kind: 'homepage',
      siteName: person.name,
      title: prng.chance(0.5) ? person.name : `${person.name} — ${person.jobTitle}`,
      publishedAt: date(2018),
      named: [{ person, written: person.name }],
      relMe,
      ownerId: person.id,
      paragraphs: [
        `Hi, I'm ${me}. I'm ${article(person.jobTitle)} ${roleOf(person, prng.chance(0.7))}, living in ${prng.pick(person.cityVariants)}.`,
        `I write about ${hobbies.join(' and ') || 'whatever I am learning'}.`,
        ...(relMe.length > 0 ? [`Elsewhere: ${relMe.join(' · ')}`] : []),
      ],
    });
    const posts = prng.int(0, 2);
    for (let i = 0; i < posts; i += 1) {
      const friends = [
        ...(byOrg.get(person.employerKey ?? '') ?? []),
        ...(byPlace.get(person.placeKey) ?? []),
      ].filter((p) => p !== person);
      const friend = friends.length > 0 ? prng.pick(friends) : null;
      const topic = prng.pick([...hobbies, ...TALK_TOPICS]);
      const title = prng.pick([
        `Notes on ${topic}`,
        `A year of ${topic}`,
        `Why I keep coming back to ${topic}`,
      ]);
      const publishedAt = date(2018);
      const named: Named[] = [{ person, written: person.name }];
      const paragraphs = [
        `By ${person.name}, ${publishedAt.slice(0, 10)}.`,
        `Some thoughts on ${topic}, written on a train.`,
      ];
      if (friend) {
        const fw =
          friend.nicknames[0] && prng.chance(0.6)
            ? `${friend.nicknames[0]} ${friend.familyName}`
            : pageName(prng, friend);
        named.push({ person: friend, written: fw });
        paragraphs.push(`Thanks to ${fw} for reading a draft of this.`);
      }
      book.add({
        host,
        path: `/blog/${publishedAt.slice(0, 4)}/${slugify(title)}`,
        kind: 'blog',
        siteName: person.name,
        title: `${title} — ${person.name}`,
        publishedAt,
        named,
        paragraphs,
      });
    }
  }

  // Namesakes in one article: crowds of the same name.
  const crowds = new Map<string, SamplePerson[]>();
  for (const p of ctx.people) {
    const key = fold(`${p.givenName} ${p.familyName}`);
    crowds.set(key, [...(crowds.get(key) ?? []), p]);
  }
  for (const members of crowds.values()) {
    if (members.length < 2) continue;
    const pairs = members.length >= 6 ? 3 : 1;
    for (let i = 0; i < pairs; i += 1) {
      const [a, b] = rng.sample(members, 2);
      if (!a || !b) continue;
      const place = ctx.placeByKey.get(a.placeKey);
      if (!place) continue;
      const word = shortPlace(place);
      const newspaper = book.drafts.find((d) => d.kind === 'news' && d.siteName.startsWith(`The ${word} `));
      const host = newspaper?.host ?? `${slugify(stripDiacritics(word))}-weekly.example`;
      ctx.usedHosts.add(host);
      const name = `${a.givenName} ${a.familyName}`;
      const nameB = `${b.givenName} ${b.familyName}`;
      const samePlace = a.placeKey === b.placeKey;
      const title = samePlace ? `Two ${name}s, one ${word}: meet the namesakes` : `The other ${name}`;
      const publishedAt = date(2016);
      book.add({
        host,
        path: `/${publishedAt.slice(0, 7).replace('-', '/')}/${slugify(title)}`,
        kind: 'namesakes',
        siteName: newspaper?.siteName ?? `${word} Weekly`,
        title,
        publishedAt,
        named: [
          { person: a, written: name },
          { person: b, written: nameB },
        ],
        paragraphs: [
          `There are two people called ${name} in our story, and they keep getting each other's mail.`,
          `One ${name} is ${article(a.jobTitle)} ${roleOf(a)} in ${rng.pick(a.cityVariants)}.`,
          `The other ${nameB} is ${article(b.jobTitle)} ${roleOf(b)} in ${rng.pick(b.cityVariants)}.`,
          `"People message me about conferences I have never been to," says the second.`,
        ],
      });
    }
  }

  // Pages that use a popular name but are about nobody in particular.
  const noise = [
    {
      host: 'garcia-community-center.example',
      title: 'Maria Garcia Community Center — opening hours',
      text: 'The Maria Garcia Community Center is open Monday to Saturday. Named after the founder of the neighbourhood association.',
    },
    {
      host: 'smith-and-sons-plumbing.example',
      title: 'John Smith & Sons Plumbing',
      text: 'John Smith & Sons Plumbing: family business since 1962. Emergency call-outs 24/7.',
    },
    {
      host: 'johnson-park.example',
      title: 'James Johnson Memorial Park',
      text: 'James Johnson Memorial Park has a playground, tennis courts and a duck pond.',
    },
    {
      host: 'readers-corner.example',
      title: 'Review: "The Last Case of Detective John Smith"',
      text: 'In this novel the detective John Smith returns for one final case. The book is fiction and the characters are invented.',
    },
    {
      host: 'bistro-maria.example',
      title: 'Bistro Maria Garcia — menu',
      text: 'Tapas, paella and churros. Reservations: call the restaurant.',
    },
  ];
  for (const n of noise) {
    if (ctx.size < 100) break;
    ctx.usedHosts.add(n.host);
    book.add({
      host: n.host,
      path: '/',
      kind: 'noise',
      siteName: n.title.split(' — ')[0] ?? n.title,
      title: n.title,
      publishedAt: date(2015),
      named: [],
      paragraphs: [n.text],
    });
  }

  return finalize(book.drafts);
}

function finalize(drafts: PageDraft[]): SamplePage[] {
  const pages: SamplePage[] = [];
  for (const d of drafts) {
    const url = `https://${d.host}${d.path}`;
    const page: SamplePage = {
      url,
      host: d.host,
      path: d.path,
      kind: d.kind,
      siteName: d.siteName,
      title: d.title,
      paragraphs: d.paragraphs,
      publishedAt: d.publishedAt,
      personIds: [...new Set(d.named.map((n) => n.person.id))],
      relMe: d.relMe ?? [],
    };
    if (d.ownerId) page.ownerId = d.ownerId;
    pages.push(page);
    const text = d.paragraphs.join('\n');
    const seen = new Set<string>();
    for (const { person, written } of d.named) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      person.mentions.push({ url, title: d.title, text, nameAsWritten: written });
      if (written !== person.name && !person.nameVariants.includes(written))
        person.nameVariants.push(written);
    }
  }
  return pages;
}
