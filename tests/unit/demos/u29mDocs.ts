/**
 * u29m's documents for the s44 (brief 44r) Document Q&A rows, as /tmp/u29m/docs holds them: lease.txt,
 * bakery-handbook.md, satzung-de.txt, reglement-fr.txt, contacts.txt, and the text of fleet-log.pdf
 * (/tmp/u29m/mkpdf.mjs). Shared by retrieval-s43r3.test.ts, retrieval-s44r.test.ts and retrieval-de-s44r.test.ts.
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

const doc = (id: string, text: string): SourceDocument => ({id, title: id, text});

export const U29M_DOCS = {
  lease: doc('lease.txt', `RESIDENTIAL LEASE AGREEMENT

This agreement is made on 3 February 2025 between Marguerite Olsen ("Landlord") and Daniel Achebe ("Tenant") for the flat at 14 Linden Walk, Apt 3B.

1. Term. The lease begins on 1 March 2025 and runs for twelve (12) months, ending 28 February 2026.

2. Rent. The monthly rent is 1,240 dollars, payable on or before the 5th day of each month by bank transfer. A late fee of 35 dollars applies to payments received after the 10th.

3. Security deposit. The Tenant pays a security deposit of 2,480 dollars. The deposit is returned within 21 days after the Tenant moves out, minus the cost of any damage beyond normal wear.

4. Pets. One cat is permitted. Dogs are not permitted without written consent from the Landlord.

5. Repairs. The Tenant must report any water leak within 24 hours. The Landlord pays for repairs to the boiler, the roof and the plumbing. The Tenant pays for replacing light bulbs and smoke alarm batteries.

6. Termination. Either party may end the lease after the first six months with sixty (60) days written notice.

7. Subletting. The Tenant may not sublet the flat or any room in it.

8. Parking. Parking space number 7 in the rear courtyard is included in the rent.
`),
  bakery: doc('bakery-handbook.md', `# Harbourview Co-op Bakery — Operations Handbook

## Opening hours
The shop opens at 6:30 on weekdays and at 7:15 on Saturdays. We are closed on Sundays and on public holidays.

## Ovens and maintenance
The deck oven (Oven B) is descaled every second Thursday. The maintenance owner for Oven B is Priya Raman.
The rack oven (Oven A) is serviced by Kessler Technik twice a year, in March and September.
If an oven shows error code E42, switch it off, wait ten minutes, and call Priya on extension 214.

## Sourdough starter
The rye starter is called "Old Bertha". It is fed at 05:00 and 17:00 with 200 g rye flour and 200 ml water.
Never feed the starter with chlorinated tap water; use the filtered tap by the sink.

## Allergens
All products containing sesame must carry a yellow label. Nut-free products are baked only on Mondays,
before any other product, after a full wipe-down of bench 3.

## Cash handling
The till float is 150 euros. Counting the till at closing is the job of the shift lead; the count is
recorded in the red binder. Differences above 5 euros must be reported to Tomasz Nowak the same day.

## Holidays and leave
Staff request leave at least four weeks in advance using the form in the staff room. No leave is granted
in the two weeks before Christmas.
`),
  satzung: doc('satzung-de.txt', `Satzung des Kleingartenvereins Sonnenwiese e.V.

§ 1 Name und Sitz
Der Verein führt den Namen „Kleingartenverein Sonnenwiese e.V.“ und hat seinen Sitz in Leipzig.

§ 2 Mitgliedsbeitrag
Der jährliche Mitgliedsbeitrag beträgt 85 Euro. Er ist bis zum 31. März eines jeden Jahres auf das Vereinskonto zu überweisen.

§ 3 Kündigung
Die Mitgliedschaft kann mit einer Frist von drei Monaten zum Ende des Kalenderjahres schriftlich gekündigt werden.

§ 4 Gemeinschaftsarbeit
Jedes Mitglied leistet pro Jahr sechs Stunden Gemeinschaftsarbeit. Für jede nicht geleistete Stunde werden 15 Euro berechnet.

§ 5 Ruhezeiten
Die Mittagsruhe gilt von 13:00 bis 15:00 Uhr. In dieser Zeit dürfen keine Rasenmäher und keine Motorsägen benutzt werden.

§ 6 Vorstand
Der Vorstand besteht aus der Vorsitzenden, Frau Ingrid Weißmüller, dem Kassierer, Herrn Jörg Bäcker, und dem Schriftführer.
`),
  reglement: doc('reglement-fr.txt', `Règlement intérieur de la Médiathèque des Tilleuls

Article 1 – Horaires
La médiathèque est ouverte du mardi au samedi, de 10 h à 18 h. Elle est fermée le dimanche et le lundi.

Article 2 – Inscription
L'inscription est gratuite pour les moins de 18 ans. Pour les adultes, la cotisation annuelle est de 12 euros.

Article 3 – Prêts
Chaque lecteur peut emprunter jusqu'à huit documents pour une durée de trois semaines. Les DVD sont prêtés pour une semaine seulement.

Article 4 – Retards
En cas de retard, une pénalité de 0,20 euro par jour et par document est appliquée. Après trente jours de retard, le droit de prêt est suspendu.

Article 5 – Documents perdus ou abîmés
Tout document perdu ou abîmé doit être remplacé ou remboursé au prix d'achat.

Article 6 – Responsable
La directrice de la médiathèque est Mme Hélène Dufresne.
`),
  contacts: doc('contacts.txt', `Team contacts — Platform group

Alice Moreau leads the data team. Phone: +33 1 44 55 66 77. Office: Lyon, floor 3.

Bram de Vries is the on-call lead for payments. Phone: +31 20 555 0134. Office: Amsterdam.

Carmen Ortiz handles vendor contracts and purchase orders above 10,000 euros. Email: carmen.ortiz@example.com.

Deepak Nair owns the release calendar. Releases go out every second Wednesday. Phone: +91 80 5555 0199.
`),
  fleet: doc('fleet-log.pdf', `Fleet Vehicle Service Log 2025
Vehicle VAN-07 (Ford Transit) had its brake pads replaced on 14 April 2025 at 82,310 km. The work was done by Garage Moreau and cost 412 euros.
Vehicle VAN-09 (Renault Master) failed its emissions test on 2 June 2025. The retest is scheduled for 30 June 2025. The fleet contact for VAN-09 is Sven Lindqvist.
Vehicle CAR-03 (Toyota Corolla) is due for its timing belt change at 150,000 km. The current reading is 143,900 km.
Tyre policy: winter tyres must be fitted between 15 October and 15 April. Tread depth below 3 mm means the tyre is replaced.
Fuel cards are blocked automatically after three failed PIN attempts. To unblock a card, email fleet-desk@example.org.
`),
};
