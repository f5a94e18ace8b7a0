/**
 * Universal API Assistant, issue 28 finding A-R0: an e-mail address is read as the whole
 * whitespace-delimited token around "@" (Unicode letters and digits, RFC 5322 atext such as ' and +,
 * IDN domains), trailing sentence punctuation and quotes stripped. A token that is no plausible
 * address leaves the field empty with a note; part of a token is never filled.
 */
import {describe, expect, it} from 'vitest';
import {formFields, parseOpenApi, valuesFromRequest, type ApiDocument, type FillNote} from '@site/src/demos/universal-api-assistant/openapi';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const KENNEL = parse(
  JSON.stringify({
    openapi: '3.0.3',
    info: {title: 'Kennel', version: '1'},
    paths: {
      '/stays': {
        post: {
          operationId: 'bookStay',
          requestBody: {
            required: true,
            content: {'application/json': {schema: {type: 'object', properties: {dogId: {type: 'string'}, arrival: {type: 'string', format: 'date'}, guardianEmail: {type: 'string', format: 'email'}}}}},
          },
          responses: {},
        },
      },
    },
  }),
);
const ask = (request: string) => {
  const notes: FillNote[] = [];
  const fields = formFields(KENNEL.operations[0]);
  const values = Object.fromEntries(valuesFromRequest(fields, request, notes).map((v) => [v.label, v.value]));
  return {email: values.guardianEmail, notes: notes.filter((n) => n.label === 'guardianEmail').map((n) => n.note)};
};

describe('A-R0: an e-mail address is read whole', () => {
  it.each([
    ['apostrophe', "book dog K9-12 on 2027-03-02, guardian email d'angelo+stay@kennel.example", "d'angelo+stay@kennel.example"],
    ['apostrophe first in a name', "guardian is o'neill.fiona@hounds.example for dog K9-3", "o'neill.fiona@hounds.example"],
    ['accents', 'guardian email sørensen.åse@hunde.example', 'sørensen.åse@hunde.example'],
    ['accent inside a dotted name', 'stay for dog K9-7, mail françois.pérez@chiens.example', 'françois.pérez@chiens.example'],
    ['CJK', 'guardian 王小明@狗狗.example books dog K9-8', '王小明@狗狗.example'],
    ['Cyrillic', 'email for the guardian: ирина@собаки.example', 'ирина@собаки.example'],
    ['plus tag', 'guardian jörg+boarding+2027@dogs.example', 'jörg+boarding+2027@dogs.example'],
    ['IDN domain, ASCII local part', 'guardian email tomas@hundehütte.example', 'tomas@hundehütte.example'],
    ['trailing full stop', 'Please book dog K9-4. Guardian: lea.vögt@pfoten.example.', 'lea.vögt@pfoten.example'],
    ['trailing comma and question mark', "is o'hara@dogs.example, the guardian? or o'hara@dogs.example?", "o'hara@dogs.example"],
    ['double quotes', 'guardian email "zoë@pfoten.example" please', 'zoë@pfoten.example'],
    ['curly quotes', "guardian email “ngozi.o'okafor@dogs.example”.", "ngozi.o'okafor@dogs.example"],
    ['angle brackets', 'guardian <mateus.conceição@cães.example>', 'mateus.conceição@cães.example'],
    ['single quotes around it', "guardian email 'siân@dogs.example' for dog K9-1", 'siân@dogs.example'],
    ['a label glued with a colon', 'guardian email:sam@dogs.example', 'sam@dogs.example'],
    ['a mailto: link', 'guardian mailto:kofi.mensah@dogs.example for dog K9-2', 'kofi.mensah@dogs.example'],
  ])('%s', (_, request, expected) => {
    const {email, notes} = ask(request);
    expect(email).toBe(expected);
    expect(notes).toEqual([]);
  });

  it.each([
    ['two dots in a row', 'guardian email sam..lee@dogs.example'],
    ['a domain without a dot', 'guardian email sam@localhost'],
    ['two "@" in one token', 'guardian email sam@lee@dogs.example'],
    ['a slash in the domain', 'guardian email sam@dogs.example/stay'],
    ['a word that is no label glued with a colon', 'guardian email dog:sam@dogs.example'],
  ])('no plausible address (%s): empty, with a note, and no part of the token filled', (_, request) => {
    const {email, notes} = ask(request);
    expect(email).toBeUndefined();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/does not read as one e-mail address/);
  });

  it('other values in the request are still read beside an address', () => {
    const notes: FillNote[] = [];
    const values = Object.fromEntries(valuesFromRequest(formFields(KENNEL.operations[0]), "book dog K9-12 on 2027-03-02, guardian d'arcy@dogs.example", notes).map((v) => [v.label, v.value]));
    expect(values).toEqual({dogId: 'K9-12', arrival: '2027-03-02', guardianEmail: "d'arcy@dogs.example"});
  });
});
