import type { CredentialType, Degree, EmploymentType, Proficiency } from '../modules/coaching/tables';

/**
 * The seeded coaches of both organizations (docs/design/coaching-api.md
 * "Seed"): who they are, in both languages, and how they work. coaching.ts
 * writes them and books their sessions.
 */

export interface CoachSeed {
  email: string;
  headline: [en: string, ar: string];
  about: [en: string, ar: string];
  /** The English name of one of the organization's learning categories. */
  specialty: string;
  /** Halalas before VAT. */
  price: number;
  positions: { title: string; company: string; isCurrent: boolean }[];
  educations: { school: string; degree: Degree; fieldOfStudy: string; startYear: number; endYear: number }[];
  experiences: { title: string; company: string; employmentType: EmploymentType; startDate: string; endDate: string | null; description: string }[];
  certifications: {
    name: string; issuer: string; credentialType: CredentialType; issuedOn: string; expiresOn: string | null; doesNotExpire: boolean;
    credentialUrl: string | null;
  }[];
  languages: { language: string; proficiency: Proficiency }[];
  schedule: Schedule;
}

/** Hours, settings and the kind of days off of a coach in one zone. */
export interface Schedule {
  timeZone: string;
  sessionDuration: number;
  enableFreeSession: boolean;
  freeSessionDuration: number;
  mustBookInAdvance: boolean;
  inAdvanceHours: number;
  enableCancellation: boolean;
  cancellationMinimumHours: number;
  maximumFutureDays: number;
  /** ISO weekday (1 Monday .. 7 Sunday) -> ranges 'HH:MM-HH:MM'. */
  week: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, string[]>>;
}

/**
 * Riyadh works Sunday to Thursday; two ranges on the long days. The notice
 * (12 h) is shorter than the cancellation window (24 h): a session booked for
 * tomorrow morning can no longer be cancelled by the member (the late
 * cancellation journey).
 */
const RIYADH: Schedule = {
  timeZone: 'Asia/Riyadh', sessionDuration: 60, enableFreeSession: true, freeSessionDuration: 30,
  mustBookInAdvance: true, inAdvanceHours: 12, enableCancellation: true, cancellationMinimumHours: 24, maximumFutureDays: 120,
  week: { 7: ['09:00-12:00', '16:00-20:00'], 1: ['10:00-14:00'], 2: ['09:00-12:00', '16:00-20:00'], 3: ['10:00-14:00'], 4: ['09:00-13:00'] },
};

/** London changes with daylight saving: the same wall-clock hours move by an hour in UTC twice a year. */
const LONDON: Schedule = {
  timeZone: 'Europe/London', sessionDuration: 60, enableFreeSession: true, freeSessionDuration: 30,
  mustBookInAdvance: true, inAdvanceHours: 24, enableCancellation: true, cancellationMinimumHours: 12, maximumFutureDays: 365,
  week: { 1: ['08:00-12:00', '13:00-17:00'], 2: ['08:00-12:00', '13:00-17:00'], 3: ['08:00-12:00'], 4: ['08:00-12:00', '13:00-17:00'], 5: ['09:00-13:00'] },
};

/** New York: no free session, 45-minute sessions, evenings on two days. */
const NEW_YORK: Schedule = {
  timeZone: 'America/New_York', sessionDuration: 45, enableFreeSession: false, freeSessionDuration: 30,
  mustBookInAdvance: false, inAdvanceHours: 0, enableCancellation: true, cancellationMinimumHours: 48, maximumFutureDays: 60,
  week: { 1: ['09:00-17:00'], 2: ['12:00-15:00', '18:00-21:00'], 3: ['09:00-17:00'], 4: ['12:00-15:00', '18:00-21:00'], 5: ['09:00-13:00'] },
};

export const DEMO_COACHES: readonly CoachSeed[] = [
  {
    email: 'coach@demo.halaqa.test',
    headline: ['Leadership coach for first-time managers', 'مدرب قيادة للمديرين الجدد'],
    about: [
      'I help new managers find their footing: giving feedback, running one-to-ones and leading a team through change. Ten years in HR before coaching.',
      'أساعد المديرين الجدد على الانطلاق بثقة: تقديم الملاحظات، وإدارة اللقاءات الفردية، وقيادة الفريق خلال التغيير. عشر سنوات في الموارد البشرية قبل الإرشاد.',
    ],
    specialty: 'Coaching', price: 25_000,
    positions: [
      { title: 'Leadership Coach', company: 'Nasser Coaching', isCurrent: true },
      { title: 'HR Business Partner', company: 'Riyadh Telecom', isCurrent: false },
    ],
    educations: [
      { school: 'King Saud University', degree: 'MASTERS', fieldOfStudy: 'Organizational Psychology', startYear: 2008, endYear: 2010 },
      { school: 'King Saud University', degree: 'BACHELORS', fieldOfStudy: 'Business Administration', startYear: 2003, endYear: 2007 },
    ],
    experiences: [
      { title: 'Leadership Coach', company: 'Nasser Coaching', employmentType: 'SELF_EMPLOYED', startDate: '2018-01-01', endDate: null, description: 'One-to-one coaching of managers and team leads.' },
      { title: 'HR Business Partner', company: 'Riyadh Telecom', employmentType: 'FULL_TIME', startDate: '2010-09-01', endDate: '2017-12-31', description: 'Talent reviews and leadership programmes.' },
    ],
    certifications: [
      { name: 'Professional Certified Coach (PCC)', issuer: 'International Coaching Federation', credentialType: 'CERTIFICATE', issuedOn: '2019-05-01', expiresOn: '2028-05-01', doesNotExpire: false, credentialUrl: 'https://coachingfederation.org/credentials' },
      { name: 'Accredited Mediator', issuer: 'Saudi Center for Commercial Arbitration', credentialType: 'LICENSE', issuedOn: '2016-03-15', expiresOn: null, doesNotExpire: true, credentialUrl: null },
    ],
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'ADVANCED' }],
    schedule: RIYADH,
  },
  {
    email: 'provider@demo.halaqa.test',
    headline: ['Data science career mentor', 'مرشدة مهنية في علم البيانات'],
    about: [
      'From analyst to data scientist: portfolio reviews, interview practice and learning plans. I work from London with clients across the Gulf.',
      'من محلل إلى عالم بيانات: مراجعة الأعمال، والتدرب على المقابلات، وخطط التعلم. أعمل من لندن مع عملاء في أنحاء الخليج.',
    ],
    specialty: 'Data Science', price: 40_000,
    positions: [{ title: 'Lead Data Scientist', company: 'Thames Analytics', isCurrent: true }],
    educations: [
      { school: 'University College London', degree: 'DOCTORATE', fieldOfStudy: 'Statistics', startYear: 2012, endYear: 2016 },
      { school: 'King Abdulaziz University', degree: 'BACHELORS', fieldOfStudy: 'Mathematics', startYear: 2006, endYear: 2010 },
    ],
    experiences: [
      { title: 'Lead Data Scientist', company: 'Thames Analytics', employmentType: 'FULL_TIME', startDate: '2019-02-01', endDate: null, description: 'Leads a team of six on forecasting models.' },
      { title: 'Data Mentor', company: 'Halaqa', employmentType: 'PART_TIME', startDate: '2021-06-01', endDate: null, description: 'Evening mentoring for career changers.' },
      { title: 'Research Intern', company: 'Alan Turing Institute', employmentType: 'INTERNSHIP', startDate: '2015-06-01', endDate: '2015-09-30', description: 'Time-series anomaly detection.' },
    ],
    certifications: [
      { name: 'Professional Data Engineer', issuer: 'Google Cloud', credentialType: 'CERTIFICATE', issuedOn: '2024-01-10', expiresOn: '2026-01-10', doesNotExpire: false, credentialUrl: 'https://cloud.google.com/learn/certification' },
      { name: 'Chartered Statistician', issuer: 'Royal Statistical Society', credentialType: 'ACCREDITATION', issuedOn: '2018-11-01', expiresOn: null, doesNotExpire: true, credentialUrl: 'https://rss.org.uk' },
    ],
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'ADVANCED' }, { language: 'fr', proficiency: 'INTERMEDIATE' }],
    schedule: LONDON,
  },
  {
    email: 'mentor@demo.halaqa.test',
    headline: ['English conversation and presentation mentor', 'مرشد في المحادثة والعروض باللغة الإنجليزية'],
    about: [
      'Practise business English with a native speaker: meetings, presentations and interviews, at your pace.',
      'تدرّب على الإنجليزية للأعمال مع متحدث أصلي: الاجتماعات والعروض والمقابلات، بالسرعة التي تناسبك.',
    ],
    specialty: 'Languages', price: 15_000,
    positions: [
      { title: 'Language Mentor', company: 'Brooks Tutoring', isCurrent: true },
      { title: 'Adjunct Lecturer', company: 'City College of New York', isCurrent: true },
    ],
    educations: [{ school: 'Columbia University', degree: 'MASTERS', fieldOfStudy: 'TESOL', startYear: 2011, endYear: 2013 }],
    experiences: [
      { title: 'Language Mentor', company: 'Brooks Tutoring', employmentType: 'FREELANCE', startDate: '2016-04-01', endDate: null, description: 'Conversation and presentation coaching online.' },
      { title: 'English Teacher', company: 'Riyadh International School', employmentType: 'CONTRACT', startDate: '2013-09-01', endDate: '2016-03-31', description: 'Taught upper secondary English.' },
    ],
    certifications: [
      { name: 'CELTA', issuer: 'Cambridge English', credentialType: 'CERTIFICATE', issuedOn: '2013-07-01', expiresOn: null, doesNotExpire: true, credentialUrl: 'https://www.cambridgeenglish.org' },
      { name: 'Teaching License', issuer: 'New York State Education Department', credentialType: 'LICENSE', issuedOn: '2022-09-01', expiresOn: '2027-08-31', doesNotExpire: false, credentialUrl: null },
    ],
    languages: [{ language: 'en', proficiency: 'NATIVE' }, { language: 'es', proficiency: 'ADVANCED' }, { language: 'ar', proficiency: 'INTERMEDIATE' }],
    schedule: NEW_YORK,
  },
];

export const NOUR_COACHES: readonly CoachSeed[] = [
  {
    email: 'coach@nour.halaqa.test',
    headline: ['Clinical leadership coach for nurses', 'مدرب القيادة السريرية للممرضين'],
    about: [
      'Charge nurses and unit managers: I coach you through staffing, difficult conversations and quality projects.',
      'لرؤساء التمريض ومديري الوحدات: أرافقكم في تنظيم المناوبات، والمحادثات الصعبة، ومشاريع الجودة.',
    ],
    specialty: 'Nursing', price: 30_000,
    positions: [{ title: 'Director of Nursing', company: 'King Fahd Medical City', isCurrent: true }],
    educations: [
      { school: 'King Saud bin Abdulaziz University for Health Sciences', degree: 'MASTERS', fieldOfStudy: 'Nursing Leadership', startYear: 2011, endYear: 2013 },
      { school: 'King Saud University', degree: 'BACHELORS', fieldOfStudy: 'Nursing', startYear: 2004, endYear: 2008 },
    ],
    experiences: [
      { title: 'Director of Nursing', company: 'King Fahd Medical City', employmentType: 'FULL_TIME', startDate: '2017-01-01', endDate: null, description: 'Oversees nursing across eight units.' },
      { title: 'Charge Nurse', company: 'King Khalid University Hospital', employmentType: 'FULL_TIME', startDate: '2008-09-01', endDate: '2016-12-31', description: 'Intensive care unit.' },
    ],
    certifications: [
      { name: 'Nurse Executive, Advanced (NEA-BC)', issuer: 'American Nurses Credentialing Center', credentialType: 'CERTIFICATE', issuedOn: '2020-04-01', expiresOn: '2030-04-01', doesNotExpire: false, credentialUrl: 'https://www.nursingworld.org' },
      { name: 'Professional Registration', issuer: 'Saudi Commission for Health Specialties', credentialType: 'LICENSE', issuedOn: '2008-08-01', expiresOn: null, doesNotExpire: true, credentialUrl: null },
    ],
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'ADVANCED' }],
    schedule: RIYADH,
  },
  {
    email: 'provider@nour.halaqa.test',
    headline: ['Healthcare management mentor', 'مرشدة في إدارة الرعاية الصحية'],
    about: [
      'Hospital operations, budgets and accreditation: practical mentoring for new managers in healthcare.',
      'عمليات المستشفيات والميزانيات والاعتماد: إرشاد عملي للمديرين الجدد في القطاع الصحي.',
    ],
    specialty: 'Management', price: 35_000,
    positions: [
      { title: 'Operations Consultant', company: 'NHS Partners', isCurrent: true },
      { title: 'Hospital Administrator', company: 'Dammam Medical Complex', isCurrent: false },
    ],
    educations: [{ school: 'London School of Economics', degree: 'MASTERS', fieldOfStudy: 'Health Policy', startYear: 2014, endYear: 2015 }],
    experiences: [
      { title: 'Operations Consultant', company: 'NHS Partners', employmentType: 'CONTRACT', startDate: '2020-03-01', endDate: null, description: 'Patient flow and theatre scheduling.' },
      { title: 'Hospital Administrator', company: 'Dammam Medical Complex', employmentType: 'FULL_TIME', startDate: '2015-10-01', endDate: '2020-02-28', description: 'Led the accreditation programme.' },
    ],
    certifications: [
      { name: 'Certified Professional in Healthcare Quality', issuer: 'NAHQ', credentialType: 'CERTIFICATE', issuedOn: '2021-05-01', expiresOn: '2027-05-01', doesNotExpire: false, credentialUrl: 'https://nahq.org' },
      { name: 'Fellow', issuer: 'Institute of Healthcare Management', credentialType: 'ACCREDITATION', issuedOn: '2019-01-01', expiresOn: null, doesNotExpire: true, credentialUrl: null },
    ],
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'NATIVE' }],
    schedule: LONDON,
  },
  {
    email: 'mentor@nour.halaqa.test',
    headline: ['Research and publication mentor', 'مرشد في البحث العلمي والنشر'],
    about: [
      'From research question to published paper: study design, statistics and answering reviewers.',
      'من سؤال البحث إلى الورقة المنشورة: تصميم الدراسة، والإحصاء، والرد على المحكّمين.',
    ],
    specialty: 'Health Sciences', price: 20_000,
    positions: [{ title: 'Associate Professor', company: 'Columbia University Irving Medical Center', isCurrent: true }],
    educations: [
      { school: 'Johns Hopkins University', degree: 'DOCTORATE', fieldOfStudy: 'Epidemiology', startYear: 2009, endYear: 2014 },
      { school: 'King Abdulaziz University', degree: 'BACHELORS', fieldOfStudy: 'Medicine', startYear: 2001, endYear: 2007 },
    ],
    experiences: [
      { title: 'Associate Professor', company: 'Columbia University Irving Medical Center', employmentType: 'FULL_TIME', startDate: '2018-07-01', endDate: null, description: 'Teaches research methods.' },
      { title: 'Journal Reviewer', company: 'BMJ Open', employmentType: 'FREELANCE', startDate: '2016-01-01', endDate: null, description: 'Peer review in public health.' },
    ],
    certifications: [
      { name: 'Good Clinical Practice', issuer: 'NIDA Clinical Trials Network', credentialType: 'CERTIFICATE', issuedOn: '2024-03-01', expiresOn: '2027-03-01', doesNotExpire: false, credentialUrl: 'https://gcp.nihtraining.com' },
      { name: 'Medical License', issuer: 'Saudi Commission for Health Specialties', credentialType: 'LICENSE', issuedOn: '2008-01-01', expiresOn: null, doesNotExpire: true, credentialUrl: null },
    ],
    languages: [{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'NATIVE' }],
    schedule: NEW_YORK,
  },
];
