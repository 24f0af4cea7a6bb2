/**
 * Given names and their common short forms, folded. Each group is one name; a form may sit in several groups
 * ("alex" is short for both Alexander and Alexandra).
 */
const GROUPS: string[][] = [
  ['stephanie', 'steph', 'steffi'],
  ['guadalupe', 'lupe'],
  ['jesus', 'chuy'],
  ['ignacio', 'nacho'],
  ['manuel', 'manolo', 'manu'],
  ['francisco', 'paco', 'pancho', 'frank'],
  ['johannes', 'hannes', 'johann'],
  ['katharina', 'kathi', 'katja'],
  ['maximilian', 'max', 'maxi'],
  ['sebastian', 'basti', 'seb'],
  ['alessandro', 'ale', 'sandro'],
  ['francesca', 'fra', 'franci'],
  ['aleksandra', 'ola', 'olek'],
  ['malgorzata', 'gosia', 'malgosia'],
  ['krzysztof', 'krzysiek'],
  ['nicolas', 'nico', 'nick'],
  ['guillaume', 'guigui'],
  ['maria', 'mari'],
  ['priya', 'pri'],
  ['olivia', 'liv', 'livvy', 'olly'],
  ['susan', 'suzy'],
  ['abigail', 'abby', 'abbie', 'gail'],
  ['adelaide', 'ada', 'addie', 'adele'],
  ['albert', 'al', 'bert', 'bertie'],
  ['alan', 'allan', 'allen', 'al'],
  [
    'alexander',
    'alex',
    'alec',
    'sasha',
    'xander',
    'sandy',
    'lex',
    'aleksandr',
    'alexandre',
    'alejandro',
    'alessandro',
  ],
  ['alexandra', 'alex', 'alexa', 'sasha', 'sandra', 'lexi', 'alejandra', 'alessandra'],
  ['alfred', 'alf', 'alfie', 'fred', 'freddie'],
  ['amanda', 'mandy', 'manda'],
  ['andrew', 'andy', 'drew', 'andreas', 'andres', 'andrei'],
  ['anthony', 'tony', 'antonio', 'anton', 'toni'],
  ['barbara', 'barb', 'babs', 'barbie'],
  ['benjamin', 'ben', 'benny', 'benji'],
  ['catherine', 'katherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'kat', 'kit', 'katya', 'caitlin'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['charlotte', 'charlie', 'lottie', 'lotte'],
  ['christine', 'christina', 'chris', 'tina', 'chrissy', 'kristina', 'kristin'],
  ['christopher', 'chris', 'kit', 'topher', 'cristobal'],
  ['daniel', 'dan', 'danny', 'dani'],
  ['david', 'dave', 'davy', 'davide'],
  ['deborah', 'debra', 'deb', 'debbie'],
  ['donald', 'don', 'donnie'],
  ['dorothy', 'dot', 'dottie', 'dora'],
  ['douglas', 'doug'],
  ['edward', 'ed', 'eddie', 'ted', 'teddy', 'ned', 'eduardo', 'edoardo'],
  ['eleanor', 'elinor', 'ellie', 'nell', 'nora', 'elle'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby', 'bess', 'elisabeth'],
  ['eugene', 'gene'],
  ['francis', 'frank', 'frankie', 'fran', 'francesco', 'francisco', 'paco', 'franz', 'francois'],
  ['frances', 'fran', 'frankie', 'francesca', 'francoise'],
  ['frederick', 'fred', 'freddie', 'fritz', 'federico'],
  ['gerald', 'gerry', 'jerry'],
  ['gregory', 'greg', 'gregor'],
  ['harold', 'harry', 'hal'],
  ['henry', 'harry', 'hank', 'hal', 'henri', 'enrique', 'enrico', 'heinrich'],
  ['isabella', 'isabel', 'izzy', 'bella', 'isa'],
  ['jacob', 'jake', 'jakob', 'jacques'],
  ['james', 'jim', 'jimmy', 'jamie', 'giacomo'],
  ['jennifer', 'jen', 'jenny', 'jenn'],
  ['jessica', 'jess', 'jessie'],
  ['john', 'jack', 'johnny', 'jon', 'johann', 'johannes', 'juan', 'giovanni'],
  ['jonathan', 'jon', 'jonny'],
  ['joseph', 'joe', 'joey', 'jose', 'pepe', 'giuseppe', 'beppe', 'josef'],
  ['josephine', 'jo', 'josie', 'josefina'],
  ['joshua', 'josh'],
  ['judith', 'judy'],
  ['katherine', 'kate', 'katie', 'kathy', 'kat'],
  ['kenneth', 'ken', 'kenny'],
  ['kimberly', 'kim'],
  ['lawrence', 'laurence', 'larry', 'laurie', 'lorenzo'],
  ['leonard', 'leo', 'len', 'lenny'],
  ['madeline', 'madeleine', 'maddie', 'maddy'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge', 'margo', 'greta', 'margarita'],
  ['matthew', 'matt', 'matty', 'mateo', 'matteo', 'mathieu', 'matthias'],
  ['megan', 'meg'],
  ['michael', 'mike', 'mikey', 'mick', 'mickey', 'miguel', 'michel', 'michele', 'mikhail', 'misha'],
  ['natalie', 'nat', 'natalia', 'natasha'],
  ['nathaniel', 'nathan', 'nate', 'nat'],
  ['nicholas', 'nick', 'nicky', 'nico', 'nicolas', 'nikolai'],
  ['oliver', 'ollie', 'olly'],
  ['pamela', 'pam'],
  ['patricia', 'pat', 'patty', 'trish', 'tricia'],
  ['patrick', 'pat', 'paddy', 'patricio'],
  ['peter', 'pete', 'pedro', 'pietro', 'pierre', 'piotr'],
  ['philip', 'phillip', 'phil', 'felipe', 'filippo'],
  ['raymond', 'ray'],
  ['rebecca', 'becky', 'becca'],
  ['richard', 'rick', 'ricky', 'rich', 'richie', 'dick', 'ricardo', 'riccardo'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert', 'roberto'],
  ['ronald', 'ron', 'ronnie'],
  ['samantha', 'sam', 'sammy'],
  ['samuel', 'sam', 'sammy'],
  ['sarah', 'sara', 'sally', 'sadie'],
  ['stephen', 'steven', 'steve', 'stevie', 'stefan', 'esteban', 'stefano', 'etienne'],
  ['susan', 'sue', 'susie', 'suzanne', 'susanne'],
  ['theodore', 'ted', 'teddy', 'theo'],
  ['thomas', 'tom', 'tommy', 'tomas', 'tommaso'],
  ['timothy', 'tim', 'timmy'],
  ['victoria', 'vicky', 'tori', 'vika'],
  ['vincent', 'vince', 'vinnie', 'vincenzo'],
  ['virginia', 'ginny', 'ginger'],
  ['walter', 'walt', 'wally'],
  ['william', 'bill', 'billy', 'will', 'willy', 'liam', 'wilhelm', 'guillermo', 'guillaume'],
  ['zachary', 'zach', 'zack', 'zak'],
];

const INDEX = new Map<string, Set<number>>();
GROUPS.forEach((group, index) => {
  for (const form of group) {
    const groups = INDEX.get(form) ?? new Set<number>();
    groups.add(index);
    INDEX.set(form, groups);
  }
});

/** True when two folded given names can be the same name ("bob" and "robert"). */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const left = INDEX.get(a);
  const right = INDEX.get(b);
  if (!left || !right) return false;
  for (const group of left) if (right.has(group)) return true;
  return false;
}

/** The formal forms a short form may stand for ("bob" → ["robert"]), for username guesses. */
export function formalNames(given: string): string[] {
  const groups = INDEX.get(given);
  if (!groups) return [];
  return [...groups]
    .map((index) => GROUPS[index]?.[0])
    .filter((form): form is string => !!form && form !== given);
}

/** The usual short form of a formal given name ("robert" → "bob", "timothy" → "tim"), if it has one. */
export function usualShortName(given: string): string | null {
  const group = GROUPS.find((forms) => forms[0] === given);
  const short = group?.[1];
  return short && short.length < given.length ? short : null;
}
