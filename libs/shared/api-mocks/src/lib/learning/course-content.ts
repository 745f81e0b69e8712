import type { XBlockKind } from '@kk/domain';
import { SUBJECT_IDS } from '../seed/reference-lists';

/**
 * The course content of the fake backend: the HTML student view of each lesson block (call 47),
 * written for children in French. Only the block ids live in the store (`LessonRow.blocks`); the
 * HTML is written when a block is served, from the chapter's title, so the stored demo data stays
 * small and the same block always reads the same.
 *
 * Chapters of the demo levels (1ère année collège, the demo student's level 7, and CE2, level 3)
 * in maths, French and science have their own text; any other chapter gets a short generic lesson
 * built from its title. No external resource: pictures are inline SVG.
 */

/** What a chapter teaches, as the lesson blocks show it. */
interface ChapterContent {
  /** The first words of the chapter: why it matters. */
  intro: string;
  /** Key points, one per list item. */
  points: readonly string[];
  /** A small table: caption, column heads, rows. */
  table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };
  /** A worked example, one sentence per paragraph. */
  example: readonly string[];
  /** Questions for the student to try. */
  questions: readonly string[];
  /** A surprising fact. */
  fact: string;
}

const CONTENT: Record<string, ChapterContent> = {
  // Maths
  'Périmètres et aires': {
    intro: 'Le périmètre, c’est la longueur du tour d’une figure. L’aire, c’est la place qu’elle occupe à l’intérieur.',
    points: [
      'Le périmètre d’un rectangle : 2 × (longueur + largeur).',
      'L’aire d’un rectangle : longueur × largeur.',
      'L’aire d’un carré : côté × côté.',
      'Un périmètre se mesure en cm, une aire en cm².',
    ],
    table: {
      caption: 'Un rectangle de 6 cm sur 4 cm',
      head: ['Mesure', 'Calcul', 'Résultat'],
      rows: [
        ['Périmètre', '2 × (6 + 4)', '20 cm'],
        ['Aire', '6 × 4', '24 cm²'],
      ],
    },
    example: [
      'Le jardin de Yasmine est un carré de 5 m de côté.',
      'Pour la clôture, elle calcule le périmètre : 4 × 5 = 20 m.',
      'Pour le gazon, elle calcule l’aire : 5 × 5 = 25 m².',
    ],
    questions: [
      'Quel est le périmètre d’un carré de 3 cm de côté ?',
      'Quelle est l’aire d’un rectangle de 7 cm sur 2 cm ?',
      'Deux figures peuvent-elles avoir la même aire et des périmètres différents ?',
    ],
    fact: 'Un terrain de football mesure environ 105 m sur 68 m : son aire dépasse 7 000 m² !',
  },
  'Les puissances': {
    intro: 'Une puissance, c’est une façon courte d’écrire une multiplication d’un nombre par lui-même.',
    points: [
      '3² se lit « 3 au carré » : 3 × 3 = 9.',
      '2³ se lit « 2 au cube » : 2 × 2 × 2 = 8.',
      'Le petit nombre en haut s’appelle l’exposant.',
      'Tout nombre à la puissance 1 est égal à lui-même.',
    ],
    table: {
      caption: 'Les puissances de 10',
      head: ['Puissance', 'Calcul', 'Valeur'],
      rows: [
        ['10¹', '10', '10'],
        ['10²', '10 × 10', '100'],
        ['10³', '10 × 10 × 10', '1 000'],
      ],
    },
    example: [
      'Omar plie une feuille en deux, puis encore en deux, trois fois de suite.',
      'Le nombre d’épaisseurs est 2 × 2 × 2 = 2³ = 8.',
    ],
    questions: ['Calcule 4².', 'Écris 5 × 5 × 5 avec une puissance.', 'Combien vaut 10⁴ ?'],
    fact: 'Si tu pouvais plier une feuille 42 fois, son épaisseur atteindrait la Lune !',
  },
  'Fonctions linéaires': {
    intro:
      'Une fonction linéaire transforme un nombre en le multipliant toujours par le même nombre, appelé coefficient.',
    points: [
      'On l’écrit f(x) = a × x.',
      'a est le coefficient : il ne change jamais.',
      'Sa représentation graphique est une droite qui passe par l’origine.',
    ],
    table: {
      caption: 'La fonction f(x) = 3x',
      head: ['x', '1', '2', '5'],
      rows: [['f(x)', '3', '6', '15']],
    },
    example: ['Un cahier coûte 4 Dhs. Le prix de x cahiers est f(x) = 4x.', 'Pour 6 cahiers : f(6) = 4 × 6 = 24 Dhs.'],
    questions: ['Si f(x) = 2x, combien vaut f(7) ?', 'Quel est le coefficient de f(x) = 10x ?'],
    fact: 'Quand tu paies au poids au marché, le prix est une fonction linéaire de la masse.',
  },
  'Les nombres décimaux': {
    intro: 'Un nombre décimal a une virgule : à gauche la partie entière, à droite la partie décimale.',
    points: [
      'Dans 3,25 : 3 est la partie entière, 25 la partie décimale.',
      'Le premier chiffre après la virgule est celui des dixièmes.',
      'Le deuxième est celui des centièmes.',
    ],
    table: {
      caption: 'Le nombre 12,47',
      head: ['Dizaines', 'Unités', 'Dixièmes', 'Centièmes'],
      rows: [['1', '2', '4', '7']],
    },
    example: ['Un stylo coûte 2,50 Dhs.', 'Cela fait 2 dirhams et 50 centimes.'],
    questions: ['Quel est le chiffre des dixièmes dans 8,36 ?', 'Range 1,5 et 1,25 du plus petit au plus grand.'],
    fact: 'Les sportifs sont chronométrés au centième de seconde près !',
  },
  'Les angles': {
    intro: 'Un angle est formé par deux demi-droites qui partent du même point, le sommet.',
    points: [
      'Un angle droit mesure 90° : c’est le coin d’une feuille.',
      'Un angle aigu est plus petit qu’un angle droit.',
      'Un angle obtus est plus grand qu’un angle droit.',
    ],
    table: {
      caption: 'Les sortes d’angles',
      head: ['Angle', 'Mesure'],
      rows: [
        ['aigu', 'moins de 90°'],
        ['droit', '90°'],
        ['obtus', 'entre 90° et 180°'],
      ],
    },
    example: ['À 3 heures, les aiguilles d’une horloge forment un angle droit.'],
    questions: ['Quel angle forment les aiguilles à 6 heures ?', 'Cite un objet de ta classe qui a un angle droit.'],
    fact: 'On mesure un angle avec un rapporteur.',
  },
  // French
  'La poésie': {
    intro: 'Un poème joue avec les mots, les sons et le rythme. Il est écrit en vers, regroupés en strophes.',
    points: [
      'Un vers est une ligne du poème.',
      'Une strophe est un groupe de vers.',
      'La rime est le même son à la fin de deux vers.',
    ],
    table: {
      caption: 'Les strophes',
      head: ['Nombre de vers', 'Nom de la strophe'],
      rows: [
        ['2', 'distique'],
        ['3', 'tercet'],
        ['4', 'quatrain'],
      ],
    },
    example: [
      '« Le soleil se lève sur Fès endormie,',
      'La lumière dorée réveille mes amis. »',
      'Endormie et amis riment : ils finissent par le son [i].',
    ],
    questions: ['Trouve un mot qui rime avec « cartable ».', 'Combien de vers a un quatrain ?'],
    fact: 'Un sonnet est un poème de 14 vers : deux quatrains et deux tercets.',
  },
  'La nouvelle réaliste': {
    intro: 'Une nouvelle est un récit court. Réaliste, elle raconte une histoire qui pourrait vraiment arriver.',
    points: [
      'Peu de personnages.',
      'Une seule action principale.',
      'Des lieux et des détails de la vie de tous les jours.',
      'Une fin souvent surprenante, la chute.',
    ],
    table: {
      caption: 'Nouvelle ou roman ?',
      head: ['', 'Nouvelle', 'Roman'],
      rows: [
        ['Longueur', 'courte', 'longue'],
        ['Personnages', 'peu', 'beaucoup'],
      ],
    },
    example: ['Guy de Maupassant a écrit de nombreuses nouvelles réalistes, comme « La Parure ».'],
    questions: ['Qu’est-ce que la chute d’une nouvelle ?', 'Pourquoi dit-on qu’un récit est réaliste ?'],
    fact: 'Maupassant a écrit plus de 300 nouvelles !',
  },
  'Le discours rapporté': {
    intro: 'Pour répéter les paroles de quelqu’un, on peut les citer exactement ou les raconter avec ses mots.',
    points: [
      'Discours direct : les paroles exactes, entre guillemets.',
      'Discours indirect : les paroles racontées, sans guillemets.',
      'Un verbe de parole les introduit : dire, demander, répondre…',
    ],
    table: {
      caption: 'Du direct à l’indirect',
      head: ['Discours direct', 'Discours indirect'],
      rows: [['Sara dit : « Je suis prête. »', 'Sara dit qu’elle est prête.']],
    },
    example: ['Le maître demande : « Avez-vous fini ? »', 'Le maître demande si nous avons fini.'],
    questions: ['Mets au discours indirect : Ali dit : « J’aime lire. »', 'Trouve trois verbes de parole.'],
    fact: 'Les guillemets français « » s’appellent aussi des chevrons.',
  },
  'Le verbe et ses temps': {
    intro: 'Le verbe dit ce que fait le sujet. Son temps indique quand l’action se passe.',
    points: [
      'Le passé : ce qui est déjà arrivé.',
      'Le présent : ce qui arrive maintenant.',
      'Le futur : ce qui arrivera plus tard.',
    ],
    table: {
      caption: 'Le verbe jouer',
      head: ['Passé', 'Présent', 'Futur'],
      rows: [['j’ai joué', 'je joue', 'je jouerai']],
    },
    example: ['Hier, nous avons visité Marrakech.', 'Demain, nous visiterons Essaouira.'],
    questions: ['À quel temps est « je chanterai » ?', 'Conjugue « finir » au présent avec « nous ».'],
    fact: 'Le verbe « aller » change complètement de forme : je vais, j’irai, j’allais.',
  },
  'La description': {
    intro: 'Décrire, c’est faire voir avec des mots une personne, un lieu ou un objet.',
    points: [
      'On observe avec ses cinq sens.',
      'On utilise des adjectifs : grand, lumineux, doux…',
      'On décrit dans un ordre : de haut en bas, de près à loin.',
    ],
    table: {
      caption: 'Les sens et les mots',
      head: ['Sens', 'Exemple'],
      rows: [
        ['la vue', 'un ciel bleu'],
        ['l’odorat', 'une odeur de menthe'],
        ['l’ouïe', 'le bruit des vagues'],
      ],
    },
    example: ['Le souk est coloré et bruyant. Ça sent les épices et le pain chaud.'],
    questions: ['Trouve trois adjectifs pour décrire ta classe.', 'Quels sens utilises-tu pour décrire un repas ?'],
    fact: 'Le chameau a de longs cils : une belle image pour une description !',
  },
  // Science
  'Les séismes': {
    intro:
      'Un séisme, ou tremblement de terre, est une secousse du sol provoquée par le mouvement des roches en profondeur.',
    points: [
      'Le foyer est l’endroit où le séisme commence, sous terre.',
      'L’épicentre est le point de la surface juste au-dessus.',
      'On mesure sa force avec un sismographe.',
    ],
    table: {
      caption: 'Que faire pendant un séisme ?',
      head: ['Où es-tu ?', 'Le bon geste'],
      rows: [
        ['En classe', 'Se mettre sous une table solide'],
        ['Dehors', 'S’éloigner des bâtiments'],
      ],
    },
    example: ['Le Maroc est proche de la rencontre de deux plaques : l’Afrique et l’Europe.'],
    questions: ['Qu’est-ce que l’épicentre ?', 'Quel appareil enregistre les secousses ?'],
    fact: 'Chaque jour, la Terre tremble des centaines de fois, mais presque toujours trop faiblement pour qu’on le sente.',
  },
  'L’immunologie': {
    intro: 'Ton corps a une armée pour se défendre contre les microbes : le système immunitaire.',
    points: [
      'La peau est la première barrière.',
      'Les globules blancs attaquent les microbes.',
      'Les vaccins apprennent au corps à reconnaître un microbe.',
    ],
    table: {
      caption: 'Les défenses du corps',
      head: ['Défense', 'Rôle'],
      rows: [
        ['la peau', 'empêcher les microbes d’entrer'],
        ['les globules blancs', 'détruire les microbes'],
      ],
    },
    example: ['Quand tu te coupes, la zone devient rouge et chaude : tes défenses sont au travail.'],
    questions: ['Cite une barrière naturelle du corps.', 'À quoi sert un vaccin ?'],
    fact: 'Se laver les mains avec du savon élimine la plupart des microbes.',
  },
  'La respiration': {
    intro: 'Respirer, c’est faire entrer de l’air dans ses poumons pour apporter du dioxygène au corps.',
    points: [
      'On inspire : l’air entre, la cage thoracique se soulève.',
      'On expire : l’air sort, elle s’abaisse.',
      'Le sang transporte le dioxygène jusqu’aux organes.',
    ],
    table: {
      caption: 'Combien de respirations par minute ?',
      head: ['Situation', 'Respirations'],
      rows: [
        ['Au repos', 'environ 20'],
        ['Après une course', 'plus de 40'],
      ],
    },
    example: ['Pose ta main sur ta poitrine et inspire fort : tu la sens se soulever.'],
    questions: ['Que fait-on quand on expire ?', 'Pourquoi respire-t-on plus vite en courant ?'],
    fact: 'Un adulte respire environ 20 000 fois par jour !',
  },
  'Les plantes': {
    intro: 'Les plantes sont des êtres vivants : elles naissent, grandissent, se nourrissent et se reproduisent.',
    points: [
      'Les racines puisent l’eau dans le sol.',
      'La tige porte les feuilles et les fleurs.',
      'Les feuilles utilisent la lumière du soleil pour fabriquer leur nourriture.',
    ],
    table: {
      caption: 'Ce dont une plante a besoin',
      head: ['Besoin', 'Pourquoi'],
      rows: [
        ['l’eau', 'pour vivre et grandir'],
        ['la lumière', 'pour fabriquer sa nourriture'],
        ['l’air', 'pour respirer'],
      ],
    },
    example: ['Une graine de fève posée sur du coton mouillé germe en quelques jours.'],
    questions: ['À quoi servent les racines ?', 'Que se passe-t-il si une plante n’a pas de lumière ?'],
    fact: 'L’arganier, l’arbre de l’huile d’argan, ne pousse presque qu’au Maroc.',
  },
  'L’air': {
    intro: 'L’air est invisible, mais il est partout autour de nous. Il prend de la place et il peut pousser.',
    points: [
      'L’air est un mélange de gaz.',
      'Le vent, c’est de l’air qui se déplace.',
      'Nous avons besoin d’air pour respirer.',
    ],
    table: {
      caption: 'De quoi est fait l’air ?',
      head: ['Gaz', 'Part'],
      rows: [
        ['diazote', 'environ 78 %'],
        ['dioxygène', 'environ 21 %'],
        ['autres gaz', 'environ 1 %'],
      ],
    },
    example: ['Quand tu gonfles un ballon, l’air que tu souffles prend de la place et le ballon grossit.'],
    questions: ['Comment prouver que l’air existe ?', 'Qu’est-ce que le vent ?'],
    fact: 'Les éoliennes de Tarfaya, au sud du Maroc, transforment le vent en électricité.',
  },
  'L’électricité': {
    intro: 'L’électricité fait briller les lampes et fonctionner les machines. Elle circule dans un circuit fermé.',
    points: [
      'Un circuit simple : une pile, des fils, une lampe.',
      'Si le circuit est ouvert, la lampe s’éteint.',
      'Attention : l’électricité des prises est dangereuse !',
    ],
    table: {
      caption: 'Conducteur ou isolant ?',
      head: ['Matière', 'Laisse passer le courant ?'],
      rows: [
        ['le cuivre', 'oui, c’est un conducteur'],
        ['le plastique', 'non, c’est un isolant'],
      ],
    },
    example: ['Un interrupteur ouvre ou ferme le circuit : c’est lui qui allume la lumière.'],
    questions: ['Cite un objet isolant.', 'Pourquoi ne faut-il jamais toucher une prise avec les doigts ?'],
    fact: 'La centrale solaire Noor, près de Ouarzazate, est l’une des plus grandes du monde.',
  },
};

/** Escapes text placed in HTML. */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A short generic lesson for a chapter without its own text. */
function genericContent(title: string): ChapterContent {
  return {
    intro: `Dans ce chapitre, tu découvres « ${title} ». Prends ton temps : on avance pas à pas.`,
    points: [
      'Lis chaque partie calmement.',
      'Note les mots nouveaux dans ton cahier.',
      'Pose tes questions en classe.',
    ],
    table: {
      caption: 'Ton parcours',
      head: ['Étape', 'Ce que tu fais'],
      rows: [
        ['1', 'Découvrir'],
        ['2', 'Retenir l’essentiel'],
        ['3', 'S’entraîner'],
      ],
    },
    example: [`Un exemple sur « ${title} » t’attend en classe avec ton professeur.`],
    questions: [`Explique avec tes mots ce que tu as appris sur « ${title} ».`],
    fact: 'Apprendre un peu chaque jour aide ta mémoire.',
  };
}

/** The content of a chapter: its own text, or a generic one. */
export function chapterContent(title: string): ChapterContent {
  return CONTENT[title] ?? genericContent(title);
}

/** True when the chapter has its own written text (the demo levels' maths, French, science). */
export function hasWrittenContent(title: string): boolean {
  return title in CONTENT;
}

/** The colour of a subject's pictures. */
function subjectColour(subjectId: number): string {
  switch (subjectId) {
    case SUBJECT_IDS.maths:
      return '#1e6fd9';
    case SUBJECT_IDS.francais:
      return '#c5221f';
    case SUBJECT_IDS.arabe:
      return '#00838f';
    default:
      return '#2e7d32';
  }
}

/** A small decorative picture for a subject (inline SVG: no external resource). */
function subjectPicture(subjectId: number): string {
  const c = subjectColour(subjectId);
  const body =
    subjectId === SUBJECT_IDS.maths
      ? `<rect x="14" y="30" width="44" height="44" rx="4" fill="${c}"/><circle cx="96" cy="52" r="22" fill="#fdd835"/><path d="M130 74 L152 30 L174 74 Z" fill="#43a047"/>`
      : subjectId === SUBJECT_IDS.francais || subjectId === SUBJECT_IDS.arabe
        ? `<path d="M40 24 H96 V84 H40 Q30 84 30 74 V34 Q30 24 40 24 Z" fill="${c}"/><path d="M100 24 H150 Q160 24 160 34 V74 Q160 84 150 84 H100 Z" fill="#fb8c00"/><rect x="108" y="38" width="40" height="5" rx="2" fill="#fff"/><rect x="108" y="50" width="32" height="5" rx="2" fill="#fff"/>`
        : `<circle cx="60" cy="54" r="30" fill="#1e88e5"/><path d="M44 40 Q60 30 70 46 Q62 58 48 56 Z" fill="#43a047"/><path d="M120 84 V44" stroke="${c}" stroke-width="6"/><ellipse cx="108" cy="46" rx="14" ry="8" fill="${c}"/><ellipse cx="134" cy="38" rx="14" ry="8" fill="#7cb342"/>`;
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" width="190" height="100" viewBox="0 0 190 100" role="img" aria-label="Illustration"><rect width="190" height="100" rx="12" fill="#f1f8e9"/>${body}</svg></figure>`;
}

/** A block of a lesson as the seed stores it: its id, name and kind, in order. */
export interface BlockSpec {
  display_name: string;
  kind: XBlockKind;
}

/** The blocks of each lesson step (découverte, l’essentiel, entraînement), in order. */
export const LESSON_STEP_BLOCKS: readonly (readonly BlockSpec[])[] = [
  [
    { display_name: 'Pour commencer', kind: 'html' },
    { display_name: 'Le savais-tu ?', kind: 'html' },
  ],
  [
    { display_name: 'À retenir', kind: 'html' },
    { display_name: 'Le tableau', kind: 'html' },
  ],
  [
    { display_name: 'Un exemple', kind: 'html' },
    { display_name: 'À toi de jouer', kind: 'problem' },
  ],
];

/**
 * The HTML student view of block `blockIndex` (0 first) of lesson step `step` (0 découverte,
 * 1 l’essentiel, 2 entraînement) of a chapter: a fragment, as an Open edX student view is.
 */
export function blockHtml(chapterTitle: string, subjectId: number, step: number, blockIndex: number): string {
  const content = chapterContent(chapterTitle);
  const name = LESSON_STEP_BLOCKS[step]?.[blockIndex]?.display_name ?? chapterTitle;
  const heading = `<h2>${esc(name)}</h2>`;
  switch (`${step}.${blockIndex}`) {
    case '0.0':
      return `${heading}<p>${esc(content.intro)}</p>${subjectPicture(subjectId)}`;
    case '0.1':
      return `${heading}<p class="fact">💡 ${esc(content.fact)}</p>`;
    case '1.0':
      return `${heading}<ul>${content.points.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`;
    case '1.1': {
      const { caption, head, rows } = content.table;
      return `${heading}<table><caption>${esc(caption)}</caption><thead><tr>${head
        .map((h) => `<th scope="col">${esc(h)}</th>`)
        .join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    }
    case '2.0':
      return `${heading}${content.example.map((line) => `<p>${esc(line)}</p>`).join('')}`;
    default:
      return `${heading}<p>Réponds dans ton cahier, puis vérifie avec les exercices du chapitre.</p><ol>${content.questions
        .map((q) => `<li>${esc(q)}</li>`)
        .join('')}</ol>`;
  }
}
