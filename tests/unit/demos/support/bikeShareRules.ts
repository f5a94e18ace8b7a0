/**
 * A pasted document in the shape of u28e's D1 input: a title line, seven paragraphs, one of them
 * Greek. Written for the tests; used by the chunking unit test and the Document Q&A e2e test.
 */
export const BIKE_SHARE_PARAGRAPHS: readonly string[] = [
  'Harbor bike share: member rules',
  'Day passes. A day pass costs 6 EUR and is valid until midnight. Students with a valid card pay 4 EUR for the same pass.',
  'Late returns. A bike returned after its pass ends costs 2 EUR for every started quarter hour, up to 30 EUR a day.',
  'E-bikes. E-bikes need a member account; riders must be at least 16. Standard bikes are open to riders from 14 with a guardian.',
  'Children. Child seats are fitted on request at the main station; a child under 8 rides only in a seat.',
  'Winter. The service is not closed in winter, but docks by the beach close from December to February.',
  'Ferries. Bikes ride free on the morning ferry before 9:00; later, a bike ticket costs 2 EUR.',
  'Κανόνες. Τα ποδήλατα επιστρέφονται σε οποιονδήποτε σταθμό της πόλης μέχρι τα μεσάνυχτα.',
];
