/**
 * Tester u29x's documents for the Zohlar workspace (/tmp/u29x/docs on build-i24), as written there:
 * travel-policy.md, boiler-maintenance.txt, reisekosten.md and the first rows of assets.csv (80 rows
 * "A-1000,owner,date,room" there; the rows the findings name are here, with their neighbours).
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export const U29X_TRAVEL: SourceDocument = {
  id: 'u29x-travel',
  title: 'Travel Expenses Policy 2025',
  text: `# Travel Expenses Policy 2025

Staff may claim a daily meal allowance of €42 within Germany and €58 abroad.
Hotel costs are reimbursed up to €160 per night; in London, Paris and Zurich up to €240 per night.
Train travel is always second class unless the journey is longer than four hours, in which case first class is allowed.
Flights must be booked at least 14 days in advance through the travel desk (travel@example.org).
Claims must be submitted within 30 days of returning. Late claims are approved by the CFO, Ingrid Barros.
Taxi rides are only reimbursed between 22:00 and 06:00 or when carrying equipment over 20 kg.
`,
};

export const U29X_BOILER: SourceDocument = {
  id: 'u29x-boiler',
  title: 'Boiler maintenance log',
  text: `Boiler Maintenance Log — Harlow Street Depot

The main gas boiler (unit B-7) was serviced on 14 March 2025 by Petra Lindqvist of Nordheat Ltd.
The next annual service is due on 14 March 2026. The pressure should be kept between 1.2 and 1.5 bar.
If the pressure falls below 1.0 bar, top up using the filling loop behind the left panel.

The backup electric heater (unit E-2) is owned by the facilities team; contact Omar Haddad (ext. 4471).
Never run E-2 for more than 6 hours without a break because the thermal fuse trips at 85 °C.

Carbon monoxide alarms are tested on the first Monday of every month. The last failed test was in
October 2024, when the alarm in room 12 had a dead battery.
`,
};

export const U29X_REISEKOSTEN: SourceDocument = {
  id: 'u29x-reisekosten',
  title: 'Reisekostenrichtlinie',
  text: `# Reisekostenrichtlinie (Deutsch)

Die Verpflegungspauschale beträgt 42 € pro Tag im Inland. Übernachtungskosten werden bis 160 € erstattet.
Bahnfahrten erfolgen grundsätzlich in der zweiten Klasse. Anträge müssen innerhalb von 30 Tagen eingereicht werden.
Fahrräder können für Dienstwege bei der Hausverwaltung (Frau Schüßler, Raum 3.14) ausgeliehen werden.
Die Fahrradausleihe ist kostenlos; ein Schloss muss selbst mitgebracht werden.
`,
};

export const U29X_ASSETS: SourceDocument = {
  id: 'u29x-assets',
  title: 'Asset register CSV',
  text: `asset_id,owner,due_date,location
A-1000,Dmitri Volkov,2026-10-18,Room 9
A-1001,Farah Khan,2026-10-16,Room 38
A-1002,Ben Okafor,2026-10-01,Room 31
A-1003,Eva Novak,2026-09-08,Room 13
A-1004,Hana Sato,2026-09-27,Room 36
A-1005,Hana Sato,2026-07-21,Room 10
A-1006,Dmitri Volkov,2026-11-05,Room 34
A-1007,Goran Ilic,2026-12-01,Room 5
A-1008,Chen Wei,2026-10-02,Room 20
A-1009,Ana Ruiz,2026-05-16,Room 39
A-1010,Goran Ilic,2026-12-26,Room 28
A-1011,Goran Ilic,2026-12-26,Room 37
A-1012,Hana Sato,2026-03-12,Room 7
A-1013,Ana Ruiz,2026-03-16,Room 14
A-1014,Eva Novak,2026-11-14,Room 20
A-1015,Goran Ilic,2026-09-27,Room 25
A-1016,Farah Khan,2026-09-19,Room 27
A-1017,Dmitri Volkov,2026-06-22,Room 2
A-1018,Eva Novak,2026-10-22,Room 11
A-1019,Farah Khan,2026-09-19,Room 37
A-1020,Ben Okafor,2026-12-21,Room 14
A-1021,Eva Novak,2026-05-04,Room 5
A-1022,Hana Sato,2026-11-16,Room 6
A-1023,Farah Khan,2026-02-14,Room 10
A-1024,Ana Ruiz,2026-05-14,Room 27
A-1025,Ben Okafor,2026-01-20,Room 40
A-1026,Ana Ruiz,2026-07-23,Room 38
A-1027,Farah Khan,2026-09-09,Room 33
A-1028,Dmitri Volkov,2026-01-10,Room 1
A-1029,Ben Okafor,2026-02-20,Room 35
A-1030,Ana Ruiz,2026-04-14,Room 19
A-1031,Eva Novak,2026-03-23,Room 3
A-1032,Farah Khan,2026-06-12,Room 9
A-1033,Goran Ilic,2026-07-15,Room 34
A-1034,Goran Ilic,2026-11-28,Room 39
A-1035,Ben Okafor,2026-10-26,Room 33
A-1036,Eva Novak,2026-07-21,Room 16
A-1037,Eva Novak,2026-07-09,Room 34
A-1038,Eva Novak,2026-09-11,Room 1
A-1039,Goran Ilic,2026-10-11,Room 2
A-1040,Goran Ilic,2026-10-19,Room 9
A-1041,Ana Ruiz,2026-11-21,Room 22
A-1042,Hana Sato,2026-06-22,Room 23
A-1043,Eva Novak,2026-12-16,Room 2
A-1044,Ana Ruiz,2026-11-01,Room 24
A-1045,Eva Novak,2026-11-15,Room 20
A-1046,Farah Khan,2026-03-12,Room 12
A-1047,Farah Khan,2026-06-28,Room 39
A-1048,Eva Novak,2026-05-26,Room 25
A-1049,Ben Okafor,2026-01-19,Room 9
A-1050,Eva Novak,2026-09-08,Room 18
A-1051,Dmitri Volkov,2026-06-06,Room 28
A-1052,Ben Okafor,2026-02-20,Room 21
A-1053,Farah Khan,2026-11-27,Room 15
A-1054,Hana Sato,2026-03-03,Room 22
A-1055,Dmitri Volkov,2026-10-15,Room 18
A-1056,Dmitri Volkov,2026-02-02,Room 34
A-1057,Dmitri Volkov,2026-06-26,Room 37
A-1058,Chen Wei,2026-05-11,Room 6
A-1059,Farah Khan,2026-10-05,Room 27
A-1060,Eva Novak,2026-09-26,Room 18
A-1061,Hana Sato,2026-06-21,Room 27
A-1062,Eva Novak,2026-07-19,Room 27
A-1063,Ana Ruiz,2026-07-05,Room 13
A-1064,Ana Ruiz,2026-08-27,Room 40
A-1065,Goran Ilic,2026-09-23,Room 15
A-1066,Ana Ruiz,2026-12-15,Room 34
A-1067,Eva Novak,2026-09-11,Room 15
A-1068,Ben Okafor,2026-10-10,Room 8
A-1069,Dmitri Volkov,2026-01-02,Room 33
A-1070,Dmitri Volkov,2026-07-19,Room 4
A-1071,Ana Ruiz,2026-08-24,Room 8
A-1072,Chen Wei,2026-09-10,Room 16
A-1073,Ana Ruiz,2026-09-18,Room 27
A-1074,Ana Ruiz,2026-10-04,Room 22
A-1075,Chen Wei,2026-05-28,Room 35
A-1076,Hana Sato,2026-01-12,Room 15
A-1077,Dmitri Volkov,2026-02-18,Room 8
A-1078,Chen Wei,2026-04-26,Room 18
A-1079,Chen Wei,2026-01-16,Room 37
`,
};

export const U29X_DOCS: readonly SourceDocument[] = [U29X_BOILER, U29X_TRAVEL, U29X_REISEKOSTEN, U29X_ASSETS];
