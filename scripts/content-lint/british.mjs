/**
 * British spellings and their American forms, flagged explicitly (a general dictionary accepts some of
 * them: cspell's en_US list holds "centre", "catalogue" and "modelling" as variants). Stems expand to
 * their inflections below; add a word to the list it belongs to.
 */

/** Verbs in -ise / -yse whose American form is -ize / -yze; each expands to -ised, -ises, -ising, -isation(s), -iser(s). */
const ISE = `apolog author capital categor central character civil commercial containeriz critic custom democrat
digit emphas familiar final formal general global harmon hospital ideal industrial initial item jeopard
legal legitim local maxim memor minim mobil modern monet normal operational optim organ parallel penal
personal priorit public rational real recogn revolution sanit scrutin serial social special stabil
standard stigmat subsid summar symbol sympath synchron token trivial util vector virtual visual
anonym contextual conceptual incentiv material neutral fertil immun`.split(/\s+/).filter((s) => !s.endsWith('iz'));

const YSE = ['analy', 'paraly', 'cataly'];

/** -our nouns and their forms (colour → color, colours, coloured, colouring, colourful). */
const OUR = ['colo', 'behavio', 'favo', 'hono', 'labo', 'neighbo', 'rumo', 'flavo', 'humo', 'harbo', 'endeavo', 'vapo', 'vigo', 'armo', 'savo'];

/** Whole words. */
const WORDS = {
  centre: 'center', centres: 'centers', centred: 'centered', metre: 'meter', metres: 'meters', theatre: 'theater',
  fibre: 'fiber', litre: 'liter', calibre: 'caliber', spectre: 'specter',
  catalogue: 'catalog', catalogues: 'catalogs', catalogued: 'cataloged', analogue: 'analog',
  licence: 'license (noun)', licences: 'licenses', defence: 'defense', offence: 'offense', pretence: 'pretense',
  programme: 'program', programmes: 'programs',
  modelling: 'modeling', modelled: 'modeled', labelling: 'labeling', labelled: 'labeled', travelling: 'traveling',
  travelled: 'traveled', cancelling: 'canceling', cancelled: 'canceled', signalling: 'signaling', signalled: 'signaled',
  fuelled: 'fueled', fuelling: 'fueling', levelled: 'leveled', levelling: 'leveling', counselling: 'counseling',
  tunnelling: 'tunneling', channelling: 'channeling', marshalling: 'marshaling',
  enrolment: 'enrollment', fulfil: 'fulfill', fulfilment: 'fulfillment', instil: 'instill', skilful: 'skillful',
  judgement: 'judgment', acknowledgement: 'acknowledgment', ageing: 'aging', artefact: 'artifact', artefacts: 'artifacts',
  grey: 'gray', whilst: 'while', amongst: 'among', learnt: 'learned', spelt: 'spelled', cheque: 'check',
  aluminium: 'aluminum', manoeuvre: 'maneuver', sceptical: 'skeptical', sceptic: 'skeptic', aeroplane: 'airplane',
  practise: 'practice (verb)', practised: 'practiced', practising: 'practicing', storey: 'story', tyre: 'tire',
  dialogue: 'dialog (UI) or dialogue (conversation): check', cosy: 'cozy', plough: 'plow', draught: 'draft',
  jewellery: 'jewelry', paediatric: 'pediatric', anaemia: 'anemia', encyclopaedia: 'encyclopedia', mould: 'mold',
  smoulder: 'smolder', moustache: 'mustache', pyjamas: 'pajamas', towards: '', afterwards: '',
};

const ISE_ENDINGS = [['ise', 'ize'], ['ised', 'ized'], ['ises', 'izes'], ['ising', 'izing'], ['isation', 'ization'], ['isations', 'izations'], ['iser', 'izer'], ['isers', 'izers'], ['isable', 'izable']];
const YSE_ENDINGS = [['yse', 'yze'], ['ysed', 'yzed'], ['yses', 'yzes'], ['ysing', 'yzing'], ['yser', 'yzer']];
const OUR_ENDINGS = [['our', 'or'], ['ours', 'ors'], ['oured', 'ored'], ['ouring', 'oring'], ['ourful', 'orful'], ['ourite', 'orite'], ['ourites', 'orites'], ['ourable', 'orable'], ['ourably', 'orably'], ['ourless', 'orless'], ['ourer', 'orer']];

/** British word (lower case) → what to write instead. */
export const BRITISH = new Map();
for (const stem of ISE) for (const [gb, us] of ISE_ENDINGS) BRITISH.set(stem + gb, stem + us);
for (const stem of YSE) for (const [gb, us] of YSE_ENDINGS) BRITISH.set(stem.slice(0, -1) + gb, stem.slice(0, -1) + us);
for (const stem of OUR) for (const [gb, us] of OUR_ENDINGS) BRITISH.set(stem + gb.slice(1), stem + us.slice(1));
for (const [gb, us] of Object.entries(WORDS)) if (us) BRITISH.set(gb, us);
// "analysis"/"analyses" (plural noun) are American too: only the verb forms above are flagged.
BRITISH.delete('analyses');
