/**
 * SAMPLE DATA: invented CRM records for the Zoho Copilot demo. The companies and people are fictional;
 * field names follow Zoho CRM's standard API names for the Leads, Deals and Accounts modules.
 */
export type AccountRecord = {
  id: string;
  Account_Name: string;
  Industry: string;
  Annual_Revenue: number;
  Employees: number;
  Billing_City: string;
  Billing_Country: string;
  Rating: string;
};
export type DealRecord = {
  id: string;
  Deal_Name: string;
  Account_Name: string;
  Stage: string;
  Amount: number;
  Closing_Date: string;
  Probability: number;
  Lead_Source: string;
};
export type LeadRecord = {
  id: string;
  First_Name: string;
  Last_Name: string;
  Company: string;
  Email: string;
  Lead_Source: string;
  Lead_Status: string;
  Industry: string;
  Annual_Revenue: number;
  City: string;
  Country: string;
};

export const ACCOUNTS: readonly AccountRecord[] = [
  {id: 'A1', Account_Name: 'Northwind Analytics (Sample)', Industry: 'Technology', Annual_Revenue: 12_000_000, Employees: 140, Billing_City: 'Berlin', Billing_Country: 'Germany', Rating: 'Active'},
  {id: 'A2', Account_Name: 'Bluefin Logistics (Sample)', Industry: 'Logistics', Annual_Revenue: 48_000_000, Employees: 620, Billing_City: 'Rotterdam', Billing_Country: 'Netherlands', Rating: 'Active'},
  {id: 'A3', Account_Name: 'Cedar Health Clinics (Sample)', Industry: 'Healthcare', Annual_Revenue: 22_500_000, Employees: 310, Billing_City: 'Austin', Billing_Country: 'United States', Rating: 'Market Failed'},
  {id: 'A4', Account_Name: 'Granite Tools (Sample)', Industry: 'Manufacturing', Annual_Revenue: 75_000_000, Employees: 1_200, Billing_City: 'Lyon', Billing_Country: 'France', Rating: 'Active'},
  {id: 'A5', Account_Name: 'Maple Retail Group (Sample)', Industry: 'Retail', Annual_Revenue: 9_800_000, Employees: 95, Billing_City: 'Toronto', Billing_Country: 'Canada', Rating: 'Acquired'},
  {id: 'A6', Account_Name: 'Harbor Credit Union (Sample)', Industry: 'Finance', Annual_Revenue: 31_000_000, Employees: 280, Billing_City: 'Boston', Billing_Country: 'United States', Rating: 'Active'},
  {id: 'A7', Account_Name: 'Summit Learning (Sample)', Industry: 'Education', Annual_Revenue: 4_200_000, Employees: 60, Billing_City: 'Munich', Billing_Country: 'Germany', Rating: 'Project Cancelled'},
  {id: 'A8', Account_Name: 'Orbit Software (Sample)', Industry: 'Technology', Annual_Revenue: 56_000_000, Employees: 480, Billing_City: 'Austin', Billing_Country: 'United States', Rating: 'Active'},
];

export const DEALS: readonly DealRecord[] = [
  {id: 'D1', Deal_Name: 'Analytics platform renewal', Account_Name: 'Northwind Analytics (Sample)', Stage: 'Negotiation/Review', Amount: 85_000, Closing_Date: '2026-12-15', Probability: 80, Lead_Source: 'Partner'},
  {id: 'D2', Deal_Name: 'Fleet tracking rollout', Account_Name: 'Bluefin Logistics (Sample)', Stage: 'Proposal/Price Quote', Amount: 240_000, Closing_Date: '2027-01-31', Probability: 60, Lead_Source: 'Trade Show'},
  {id: 'D3', Deal_Name: 'Patient portal pilot', Account_Name: 'Cedar Health Clinics (Sample)', Stage: 'Qualification', Amount: 40_000, Closing_Date: '2027-02-28', Probability: 20, Lead_Source: 'Web Site'},
  {id: 'D4', Deal_Name: 'Shop-floor assistant', Account_Name: 'Granite Tools (Sample)', Stage: 'Closed Won', Amount: 150_000, Closing_Date: '2026-10-20', Probability: 100, Lead_Source: 'Cold Call'},
  {id: 'D5', Deal_Name: 'Store analytics', Account_Name: 'Maple Retail Group (Sample)', Stage: 'Closed Lost', Amount: 30_000, Closing_Date: '2026-09-30', Probability: 0, Lead_Source: 'Web Site'},
  {id: 'D6', Deal_Name: 'Member support chatbot', Account_Name: 'Harbor Credit Union (Sample)', Stage: 'Negotiation/Review', Amount: 120_000, Closing_Date: '2026-11-28', Probability: 75, Lead_Source: 'Employee Referral'},
  {id: 'D7', Deal_Name: 'Course search', Account_Name: 'Summit Learning (Sample)', Stage: 'Needs Analysis', Amount: 18_000, Closing_Date: '2027-03-15', Probability: 30, Lead_Source: 'Web Site'},
  {id: 'D8', Deal_Name: 'Developer copilot seats', Account_Name: 'Orbit Software (Sample)', Stage: 'Closed Won', Amount: 95_000, Closing_Date: '2026-11-05', Probability: 100, Lead_Source: 'Partner'},
  {id: 'D9', Deal_Name: 'Warehouse document AI', Account_Name: 'Bluefin Logistics (Sample)', Stage: 'Needs Analysis', Amount: 65_000, Closing_Date: '2026-12-20', Probability: 40, Lead_Source: 'Partner'},
  {id: 'D10', Deal_Name: 'Claims triage', Account_Name: 'Harbor Credit Union (Sample)', Stage: 'Proposal/Price Quote', Amount: 70_000, Closing_Date: '2027-01-15', Probability: 55, Lead_Source: 'Trade Show'},
];

export const LEADS: readonly LeadRecord[] = [
  {id: 'L1', First_Name: 'Ava', Last_Name: 'Brennan', Company: 'Lakeside Foods (Sample)', Email: 'ava.brennan@example.com', Lead_Source: 'Web Site', Lead_Status: 'Not Contacted', Industry: 'Retail', Annual_Revenue: 3_500_000, City: 'Dublin', Country: 'Ireland'},
  {id: 'L2', First_Name: 'Jonas', Last_Name: 'Weber', Company: 'Alpen Robotics (Sample)', Email: 'j.weber@example.com', Lead_Source: 'Trade Show', Lead_Status: 'Contacted', Industry: 'Manufacturing', Annual_Revenue: 18_000_000, City: 'Munich', Country: 'Germany'},
  {id: 'L3', First_Name: 'Priya', Last_Name: 'Nair', Company: 'Coastal Insurance (Sample)', Email: 'priya.nair@example.com', Lead_Source: 'Employee Referral', Lead_Status: 'Pre-Qualified', Industry: 'Finance', Annual_Revenue: 27_000_000, City: 'Boston', Country: 'United States'},
  {id: 'L4', First_Name: 'Lucas', Last_Name: 'Moreau', Company: 'Vigne Wines (Sample)', Email: 'lucas@example.com', Lead_Source: 'Cold Call', Lead_Status: 'Attempted to Contact', Industry: 'Retail', Annual_Revenue: 1_200_000, City: 'Bordeaux', Country: 'France'},
  {id: 'L5', First_Name: 'Mei', Last_Name: 'Tan', Company: 'Brightpath Tutoring (Sample)', Email: 'mei.tan@example.com', Lead_Source: 'Web Site', Lead_Status: 'Contacted', Industry: 'Education', Annual_Revenue: 800_000, City: 'Toronto', Country: 'Canada'},
  {id: 'L6', First_Name: 'Samuel', Last_Name: 'Okafor', Company: 'Greenline Transport (Sample)', Email: 's.okafor@example.com', Lead_Source: 'Partner', Lead_Status: 'Pre-Qualified', Industry: 'Logistics', Annual_Revenue: 14_000_000, City: 'Rotterdam', Country: 'Netherlands'},
  {id: 'L7', First_Name: 'Hannah', Last_Name: 'Schultz', Company: 'Medicor Labs (Sample)', Email: 'hannah.s@example.com', Lead_Source: 'Web Site', Lead_Status: 'Junk Lead', Industry: 'Healthcare', Annual_Revenue: 6_500_000, City: 'Berlin', Country: 'Germany'},
  {id: 'L8', First_Name: 'Diego', Last_Name: 'Ramos', Company: 'Pixel Forge (Sample)', Email: 'diego@example.com', Lead_Source: 'Trade Show', Lead_Status: 'Not Contacted', Industry: 'Technology', Annual_Revenue: 9_000_000, City: 'Austin', Country: 'United States'},
];

/**
 * The words readers use for the sample's countries and industries besides their names: adjectives
 * and demonyms ("the German ones", "Dutch accounts"), other names ("Holland", "USA") and industry
 * adjectives ("financial", "medical"). Data, so a new sample value gets its words here, next to the
 * records; a test checks that every country and industry in the records has an entry.
 * Lower case; "." is literal.
 */
export const COUNTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  Germany: ['germany', 'german'],
  Netherlands: ['netherlands', 'holland', 'dutch'],
  'United States': ['united states', 'the states', 'usa', 'u.s.a.', 'u.s.a', 'u.s.', 'u.s', 'america', 'american'],
  France: ['france', 'french'],
  Canada: ['canada', 'canadian'],
  Ireland: ['ireland', 'irish'],
  // No sample record is in the United Kingdom: "leads in the UK" is read, and finds none.
  'United Kingdom': ['united kingdom', 'uk', 'u.k.', 'u.k', 'great britain', 'britain', 'british'],
};
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  Technology: ['technology', 'tech', 'software', 'technological'],
  Logistics: ['logistics', 'logistical'],
  Healthcare: ['healthcare', 'health care', 'medical'],
  Manufacturing: ['manufacturing', 'manufacturers', 'industrial'],
  Retail: ['retail', 'retailers'],
  Finance: ['finance', 'financial', 'banking'],
  Education: ['education', 'educational'],
};
