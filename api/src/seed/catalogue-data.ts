import type { CourseLanguage, DurationUnit } from '../modules/lms/course-card-dto';
import { catalogueEntry } from './course-content/catalogue-entry';
import { COPY_AR } from './course-content/copy-ar';
import { COPY_EN } from './course-content/copy-en';

/**
 * The courses each seeded organization offers: enough to browse, filter and
 * enroll in both languages, with every state the catalogue shows (running,
 * upcoming, ended recently, ended long ago and hidden, coming soon, full,
 * not open yet, unpublished, awaiting approval). Dates are days from seeding.
 */

export interface LearningTypeSeed {
  slug: string;
  en: string;
  ar: string;
}

export const LEARNING_TYPE_SEEDS: readonly LearningTypeSeed[] = [
  { slug: 'online', en: 'Online', ar: 'عن بُعد' },
  { slug: 'face-to-face', en: 'Face to face', ar: 'حضوري' },
  { slug: 'blended', en: 'Blended', ar: 'مدمج' },
  { slug: 'self-paced', en: 'Self-paced', ar: 'ذاتي الإيقاع' },
];

interface ReviewSeed {
  /** Email of a seeded account of the organization (enrolled by the seed so the review is legitimate). */
  by: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Hidden by a moderator: kept, left out of lists and averages. */
  hidden?: boolean;
}

export interface CourseSeed {
  name: string;
  briefDescription: string;
  description: string;
  language: CourseLanguage;
  /** English name of one of the organization's learning categories. */
  category: string | null;
  learningTypes: string[];
  /** Minor units (15000 = 150.00 SAR); absent is free. */
  price?: number;
  oldPrice?: number;
  duration: number | null;
  durationUnit: DurationUnit | null;
  startInDays?: number;
  endInDays?: number;
  enrollmentOpensInDays?: number;
  enrollmentClosesInDays?: number;
  maxEnrollmentCount?: number;
  isComingSoon?: boolean;
  unpublished?: boolean;
  /** Awaiting the organization's approval (a pending approval request). */
  notApproved?: boolean;
  place?: { country: string; city: string };
  /** Taught by the organization's seeded instructor (else the administrator created it alone). */
  byInstructor: boolean;
  /** Section topics, one a week; each gets a lecture, a reading and a check. */
  topics: string[];
  reviews?: ReviewSeed[];
  /** The organization's complete course: its outline and content come from ./course-content, not from `topics`. */
  completeCourse?: true;
}

const SAUDI = (city: string) => ({ country: 'Saudi Arabia', city });

export const DEMO_COURSES: readonly CourseSeed[] = [
  {
    name: 'Modern Web Development with React',
    briefDescription: 'Build fast, accessible web applications with React, TypeScript and modern tooling.',
    description: 'From components and hooks to routing, data fetching and testing: you build a complete application step by step and deploy it.',
    language: 'ENGLISH', category: 'Web Development', learningTypes: ['online'],
    price: 29900, oldPrice: 39900, duration: 8, durationUnit: 'WEEKS',
    startInDays: -14, endInDays: 42, enrollmentOpensInDays: -30, enrollmentClosesInDays: 20,
    byInstructor: true, topics: ['Components and props', 'State and hooks', 'Routing', 'Testing and deployment'],
    reviews: [
      { by: 'coach@demo.halaqa.test', rating: 5, text: 'Clear, practical and well paced. The testing week was the highlight.' },
      { by: 'provider@demo.halaqa.test', rating: 4, text: 'Great content; I wish there were more exercises on routing.' },
      { by: 'newcomer@demo.halaqa.test', rating: 1, text: 'spam spam spam', hidden: true },
    ],
  },
  {
    name: 'HTML and CSS Foundations',
    briefDescription: 'Your first web pages: semantic HTML, modern CSS layout and responsive design.',
    description: 'A self-paced introduction for complete beginners. Learn the building blocks of every website and publish your own page.',
    language: 'ENGLISH', category: 'Web Development', learningTypes: ['self-paced'],
    duration: 12, durationUnit: 'HOURS', byInstructor: true,
    topics: ['Semantic HTML', 'Selectors and the cascade', 'Flexbox and grid', 'Responsive design'],
    reviews: [{ by: 'newcomer@demo.halaqa.test', rating: 5, text: 'Perfect for beginners.' }],
  },
  {
    name: 'Data Analysis with Python',
    briefDescription: 'Clean, explore and visualise real data sets with pandas and matplotlib.',
    description: 'Hands-on sessions with real public data: you learn to ask good questions of data and answer them with Python.',
    language: 'ENGLISH', category: 'Data Science', learningTypes: ['online'],
    price: 15000, duration: 6, durationUnit: 'WEEKS',
    startInDays: 30, endInDays: 72, enrollmentOpensInDays: -5, enrollmentClosesInDays: 29,
    byInstructor: true, topics: ['Python refresher', 'pandas essentials', 'Cleaning data', 'Visualisation'],
  },
  {
    name: 'Introduction to Machine Learning',
    briefDescription: 'Supervised and unsupervised learning explained with small, clear examples.',
    description: 'A blended course with weekly workshops: regression, classification, clustering and how to evaluate a model honestly.',
    language: 'ENGLISH', category: 'Data Science', learningTypes: ['blended', 'online'],
    price: 49900, duration: 10, durationUnit: 'WEEKS',
    startInDays: -7, endInDays: 63, enrollmentOpensInDays: -20, enrollmentClosesInDays: 14,
    // Two seeded members, two places left: the English and the Arabic purchase journeys each buy the track it is in.
    maxEnrollmentCount: 4,
    byInstructor: true, topics: ['What learning means', 'Regression', 'Classification', 'Clustering', 'Evaluating models'],
    reviews: [
      { by: 'coach@demo.halaqa.test', rating: 4, text: 'Dense but rewarding.' },
      { by: 'provider@demo.halaqa.test', rating: 5, text: 'The workshops made it click.' },
    ],
  },
  {
    name: 'أساسيات علم البيانات',
    briefDescription: 'مدخل مبسّط إلى علم البيانات: جمع البيانات وتحليلها وعرض نتائجها.',
    description: 'دورة عملية باللغة العربية تشرح دورة حياة البيانات من جمعها إلى اتخاذ القرار بناءً عليها، مع أمثلة من بيئة العمل.',
    language: 'ARABIC', category: 'Data Science', learningTypes: ['online'],
    duration: 4, durationUnit: 'WEEKS', startInDays: -10, endInDays: 18, byInstructor: true,
    topics: ['ما هو علم البيانات', 'جمع البيانات', 'تحليل البيانات', 'عرض النتائج'],
    reviews: [{ by: 'provider@demo.halaqa.test', rating: 5, text: 'شرح واضح وأمثلة مفيدة.' }],
  },
  {
    name: 'Leading High-Performing Teams',
    briefDescription: 'Set direction, build trust and give feedback that helps your team grow.',
    description: 'Two intensive days in Riyadh with case studies, role plays and a personal leadership plan you take back to work.',
    language: 'ENGLISH', category: 'Leadership', learningTypes: ['face-to-face'],
    price: 45000, duration: 2, durationUnit: 'DAYS', place: SAUDI('Riyadh'),
    startInDays: 32, endInDays: 33, enrollmentOpensInDays: -3, enrollmentClosesInDays: 25,
    byInstructor: false, topics: ['Direction and purpose', 'Trust and feedback'],
  },
  {
    name: 'مهارات القيادة الحديثة',
    briefDescription: 'طوّر مهاراتك القيادية في التحفيز والتفويض واتخاذ القرار.',
    description: 'برنامج مدمج يجمع بين لقاءات حضورية وأنشطة عن بُعد، يركّز على القيادة بالقدوة وبناء فرق العمل.',
    language: 'ARABIC', category: 'Leadership', learningTypes: ['blended'],
    duration: 5, durationUnit: 'WEEKS', startInDays: -5, endInDays: 30, byInstructor: true,
    topics: ['القيادة بالقدوة', 'التحفيز', 'التفويض', 'اتخاذ القرار'],
    reviews: [
      { by: 'coach@demo.halaqa.test', rating: 4, text: 'برنامج ممتاز ومحتوى عملي.' },
      { by: 'newcomer@demo.halaqa.test', rating: 3, text: 'جيد، لكن اللقاءات كانت قصيرة.' },
    ],
  },
  {
    name: 'Coaching Conversations that Work',
    briefDescription: 'Ask powerful questions and listen actively in one-to-one coaching.',
    description: 'A short online course on the GROW model and the habits of good coaches. This run has just ended.',
    language: 'ENGLISH', category: 'Coaching', learningTypes: ['online'],
    duration: 3, durationUnit: 'WEEKS', startInDays: -31, endInDays: -10, byInstructor: true,
    topics: ['The GROW model', 'Powerful questions', 'Active listening'],
    reviews: [{ by: 'coach@demo.halaqa.test', rating: 5, text: 'Exactly what I needed for my sessions.' }],
  },
  {
    name: 'فن الإرشاد المهني',
    briefDescription: 'كيف ترافق زملاءك في مسارهم المهني بأسئلة فعّالة وخطط واضحة.',
    description: 'ورشة حضورية في جدة للمدراء والمرشدين، يفتح التسجيل فيها قريبًا.',
    language: 'ARABIC', category: 'Coaching', learningTypes: ['face-to-face'],
    price: 20000, duration: 3, durationUnit: 'DAYS', place: SAUDI('Jeddah'),
    startInDays: 45, endInDays: 47, enrollmentOpensInDays: 7, enrollmentClosesInDays: 40,
    byInstructor: true, topics: ['دور المرشد', 'الأسئلة الفعّالة', 'خطة التطوير'],
  },
  {
    name: 'Business English for Professionals',
    briefDescription: 'Write clear emails, run meetings and present with confidence in English.',
    description: 'Live online classes twice a week with practice in small groups and personal feedback on your writing.',
    language: 'ENGLISH', category: 'Languages', learningTypes: ['online'],
    duration: 6, durationUnit: 'WEEKS', startInDays: -3, endInDays: 39, byInstructor: true,
    topics: ['Emails that get answers', 'Meetings', 'Presentations'],
  },
  {
    name: 'اللغة العربية للناطقين بغيرها',
    briefDescription: 'تعلّم القراءة والمحادثة بالعربية خطوة بخطوة وبالسرعة التي تناسبك.',
    description: 'دورة ذاتية الإيقاع للمبتدئين تغطي الحروف والكلمات الأساسية والمحادثات اليومية.',
    language: 'ARABIC', category: 'Languages', learningTypes: ['self-paced'],
    price: 9900, duration: 20, durationUnit: 'HOURS', byInstructor: false,
    topics: ['الحروف والأصوات', 'كلمات يومية', 'محادثات قصيرة'],
  },
  {
    name: 'Spanish for Beginners',
    briefDescription: 'Start speaking Spanish from the first lesson.',
    description: 'A friendly introduction to everyday Spanish. Announced: dates and price come soon.',
    language: 'ENGLISH', category: 'Languages', learningTypes: ['online'],
    duration: 8, durationUnit: 'WEEKS', isComingSoon: true, byInstructor: true,
    topics: ['Greetings', 'Numbers and time', 'Ordering food'],
  },
  {
    name: 'Cloud Architecture Essentials',
    briefDescription: 'Design reliable, secure and cost-aware systems in the cloud.',
    description: 'Compute, storage, networking and the trade-offs between them, with reference architectures you can reuse.',
    language: 'ENGLISH', category: 'Technology', learningTypes: ['online', 'blended'],
    price: 35000, duration: 6, durationUnit: 'WEEKS', isComingSoon: true, startInDays: 60, endInDays: 102,
    byInstructor: false, topics: ['Compute', 'Storage', 'Networking', 'Cost and reliability'],
  },
  {
    name: 'Cybersecurity Basics',
    briefDescription: 'Protect yourself and your organization from the most common attacks.',
    description: 'Phishing, passwords, updates and backups. This run ended more than a month ago, so the catalogue no longer lists it.',
    language: 'ENGLISH', category: 'Technology', learningTypes: ['online'],
    duration: 2, durationUnit: 'WEEKS', startInDays: -60, endInDays: -40, byInstructor: true,
    topics: ['Phishing', 'Passwords', 'Updates and backups'],
  },
  {
    name: 'Public Speaking Masterclass',
    briefDescription: 'Speak with confidence to any audience.',
    description: 'A draft the instructor is still preparing: not published yet.',
    language: 'ENGLISH', category: 'Leadership', learningTypes: ['face-to-face'],
    duration: 1, durationUnit: 'DAYS', startInDays: 50, endInDays: 50, unpublished: true, byInstructor: true,
    topics: ['Preparing', 'Delivering'],
  },
  {
    name: 'التسويق الرقمي للمبتدئين',
    briefDescription: 'خطواتك الأولى في التسويق عبر محركات البحث ووسائل التواصل.',
    description: 'دورة جديدة أرسلتها المحاضِرة للاعتماد ولم تُعتمد بعد.',
    language: 'ARABIC', category: null, learningTypes: ['online'],
    duration: 4, durationUnit: 'WEEKS', startInDays: 20, endInDays: 48, notApproved: true, byInstructor: true,
    topics: ['محركات البحث', 'وسائل التواصل', 'قياس النتائج'],
  },
  {
    name: 'Time Management Essentials',
    briefDescription: 'Plan your week, protect your focus and stop firefighting.',
    description: 'Short online sessions with tools you can apply the same day. Enrollment closes in a few days.',
    language: 'ENGLISH', category: 'Leadership', learningTypes: ['online'],
    duration: 2, durationUnit: 'WEEKS', startInDays: 10, endInDays: 24, enrollmentOpensInDays: -20, enrollmentClosesInDays: 5,
    byInstructor: false, topics: ['Planning the week', 'Focus', 'Saying no'],
  },
  {
    name: 'تحليل البيانات باستخدام إكسل',
    briefDescription: 'الجداول المحورية والمعادلات والرسوم البيانية لتحليل بيانات عملك.',
    description: 'دورة عملية تنتقل بك من أساسيات إكسل إلى لوحات معلومات تفاعلية.',
    language: 'ARABIC', category: 'Data Science', learningTypes: ['online', 'self-paced'],
    duration: 15, durationUnit: 'HOURS', startInDays: -40, endInDays: 50, byInstructor: true,
    topics: ['المعادلات الأساسية', 'الجداول المحورية', 'الرسوم البيانية', 'لوحات المعلومات'],
  },
  // Last, so the newest: the organization's complete course (./course-content).
  catalogueEntry(COPY_EN),
];

/**
 * nour has no marketplace (its flags): its courses are free but one, which
 * its add button buys at once (the marketplace-off buy-now flow).
 */
export const NOUR_COURSES: readonly CourseSeed[] = [
  {
    name: 'أساسيات التمريض السريري',
    briefDescription: 'المهارات السريرية الأساسية للممرضين الجدد في الأقسام الداخلية.',
    description: 'برنامج حضوري في الرياض يغطي تقييم المريض والعلامات الحيوية وإعطاء الأدوية بأمان.',
    language: 'ARABIC', category: 'Nursing', learningTypes: ['face-to-face'],
    duration: 4, durationUnit: 'WEEKS', place: SAUDI('Riyadh'), startInDays: -12, endInDays: 16, byInstructor: true,
    topics: ['تقييم المريض', 'العلامات الحيوية', 'إعطاء الأدوية', 'التوثيق'],
    reviews: [
      { by: 'coach@nour.halaqa.test', rating: 5, text: 'برنامج رائع ومدربون متمكنون.' },
      { by: 'provider@nour.halaqa.test', rating: 4, text: 'مفيد جدًا للممرضين الجدد.' },
    ],
  },
  {
    name: 'مكافحة العدوى في المنشآت الصحية',
    briefDescription: 'إجراءات الوقاية من العدوى ونظافة الأيدي والتعامل الآمن مع النفايات الطبية.',
    description: 'برنامج عن بُعد معتمد على أحدث الإرشادات، مع اختبارات قصيرة بعد كل وحدة.',
    language: 'ARABIC', category: 'Health Sciences', learningTypes: ['online'], price: 25000,
    duration: 3, durationUnit: 'WEEKS', startInDays: -8, endInDays: 13, byInstructor: true,
    topics: ['سلسلة العدوى', 'نظافة الأيدي', 'أدوات الوقاية', 'النفايات الطبية'],
    reviews: [{ by: 'newcomer@nour.halaqa.test', rating: 4, text: 'محتوى مهم وواضح.' }],
  },
  {
    name: 'الإسعافات الأولية',
    briefDescription: 'تصرّف بثقة في حالات الطوارئ حتى وصول الفريق الطبي.',
    description: 'برنامج مدمج بمقاعد محدودة يجمع بين التعلّم عن بُعد والتدريب العملي.',
    language: 'ARABIC', category: 'Health Sciences', learningTypes: ['blended'],
    duration: 2, durationUnit: 'WEEKS', startInDays: 28, endInDays: 42, enrollmentOpensInDays: -2, enrollmentClosesInDays: 25,
    maxEnrollmentCount: 3, byInstructor: true, topics: ['تقييم الموقف', 'الإنعاش القلبي', 'النزيف والكسور'],
    reviews: [
      { by: 'coach@nour.halaqa.test', rating: 5, text: 'تدريب عملي ممتاز.' },
      { by: 'provider@nour.halaqa.test', rating: 5, text: 'أنصح به الجميع.' },
    ],
  },
  {
    name: 'Patient Safety Fundamentals',
    briefDescription: 'Prevent harm: reporting, communication and a just culture in healthcare.',
    description: 'A self-paced English program on the principles of patient safety, with short case studies.',
    language: 'ENGLISH', category: 'Health Sciences', learningTypes: ['self-paced'],
    duration: 10, durationUnit: 'HOURS', byInstructor: false,
    topics: ['Why errors happen', 'Reporting', 'Safe communication'],
  },
  {
    name: 'رعاية المسنين',
    briefDescription: 'احتياجات كبار السن الصحية والنفسية وكيفية تقديم رعاية كريمة لهم.',
    description: 'برنامج عن بُعد لمقدمي الرعاية في المنشآت الصحية وفي المنزل.',
    language: 'ARABIC', category: 'Nursing', learningTypes: ['online'],
    duration: 4, durationUnit: 'WEEKS', startInDays: -2, endInDays: 26, byInstructor: true,
    topics: ['التغيرات مع التقدم في العمر', 'الوقاية من السقوط', 'الرعاية النفسية'],
  },
  {
    name: 'Critical Care Nursing',
    briefDescription: 'Monitoring, ventilation and medication safety in the intensive care unit.',
    description: 'A blended program for experienced nurses moving to critical care units.',
    language: 'ENGLISH', category: 'Nursing', learningTypes: ['blended'],
    duration: 8, durationUnit: 'WEEKS', startInDays: 35, endInDays: 91, byInstructor: true,
    topics: ['Haemodynamic monitoring', 'Mechanical ventilation', 'High-alert medications'],
  },
  {
    name: 'إدارة المشاريع الاحترافية',
    briefDescription: 'خطّط لمشاريعك ونفّذها وتابعها بأدوات إدارة المشاريع الحديثة.',
    description: 'برنامج مدمج يغطي دورة حياة المشروع وإدارة النطاق والوقت والمخاطر.',
    language: 'ARABIC', category: 'Management', learningTypes: ['blended'],
    duration: 6, durationUnit: 'WEEKS', startInDays: -15, endInDays: 27, byInstructor: true,
    topics: ['دورة حياة المشروع', 'إدارة النطاق', 'الجدول الزمني', 'إدارة المخاطر'],
    reviews: [{ by: 'provider@nour.halaqa.test', rating: 4, text: 'منظم وعملي.' }],
  },
  {
    name: 'Healthcare Management Essentials',
    briefDescription: 'Budgets, staffing and quality for new managers in healthcare.',
    description: 'An online program for newly appointed managers. This run has just ended.',
    language: 'ENGLISH', category: 'Management', learningTypes: ['online'],
    duration: 4, durationUnit: 'WEEKS', startInDays: -38, endInDays: -10, byInstructor: false,
    topics: ['Budgets', 'Staffing', 'Quality'],
  },
  {
    name: 'القيادة في القطاع الصحي',
    briefDescription: 'قيادة الفرق الصحية في بيئة سريعة التغيّر.',
    description: 'ورشة حضورية في الدمام يفتح التسجيل فيها الأسبوع القادم.',
    language: 'ARABIC', category: 'Management', learningTypes: ['face-to-face'],
    duration: 2, durationUnit: 'DAYS', place: SAUDI('Dammam'), startInDays: 40, endInDays: 41,
    enrollmentOpensInDays: 7, enrollmentClosesInDays: 35, byInstructor: true,
    topics: ['القائد في المنشأة الصحية', 'إدارة التغيير'],
  },
  {
    name: 'التواصل الفعّال مع المرضى',
    briefDescription: 'مهارات الإصغاء والشرح وإيصال الأخبار الصعبة للمرضى وذويهم.',
    description: 'برنامج عن بُعد بتمارين لعب أدوار ومواقف واقعية.',
    language: 'ARABIC', category: 'Health Sciences', learningTypes: ['online'],
    duration: 3, durationUnit: 'WEEKS', startInDays: -1, endInDays: 20, byInstructor: true,
    topics: ['الإصغاء', 'الشرح المبسّط', 'الأخبار الصعبة'],
  },
  {
    name: 'الجودة وسلامة المرضى',
    briefDescription: 'أدوات تحسين الجودة ومؤشرات الأداء في المنشآت الصحية.',
    description: 'برنامج قادم: تُعلن المواعيد قريبًا.',
    language: 'ARABIC', category: 'Management', learningTypes: ['online'],
    duration: 5, durationUnit: 'WEEKS', isComingSoon: true, byInstructor: false,
    topics: ['مؤشرات الأداء', 'دورة التحسين', 'تحليل الأسباب الجذرية'],
  },
  {
    name: 'Medical Terminology',
    briefDescription: 'The language of medicine: roots, prefixes and suffixes.',
    description: 'Coming soon: a self-paced English program for administrative and clinical staff.',
    language: 'ENGLISH', category: 'Health Sciences', learningTypes: ['self-paced'],
    duration: 12, durationUnit: 'HOURS', isComingSoon: true, byInstructor: true,
    topics: ['Word roots', 'Prefixes and suffixes', 'Body systems'],
  },
  {
    name: 'التغذية العلاجية',
    briefDescription: 'أسس التغذية للمرضى المصابين بالأمراض المزمنة.',
    description: 'برنامج ذاتي الإيقاع عن التغذية في السكري وأمراض القلب والكلى.',
    language: 'ARABIC', category: 'Health Sciences', learningTypes: ['self-paced'],
    duration: 8, durationUnit: 'HOURS', byInstructor: false,
    topics: ['السكري', 'أمراض القلب', 'أمراض الكلى'],
  },
  {
    name: 'إدارة الوقت للممارسين الصحيين',
    briefDescription: 'نظّم مناوباتك ومهامك دون أن تستنزف طاقتك.',
    description: 'انتهى هذا البرنامج منذ أكثر من شهر فلم يعد ظاهرًا في الكتالوج.',
    language: 'ARABIC', category: 'Management', learningTypes: ['online'],
    duration: 2, durationUnit: 'WEEKS', startInDays: -55, endInDays: -40, byInstructor: true,
    topics: ['الأولويات', 'المناوبات'],
  },
  {
    name: 'الصحة النفسية في بيئة العمل',
    briefDescription: 'التعرّف على الضغوط المهنية والتعامل معها.',
    description: 'مسودة لم تُنشر بعد.',
    language: 'ARABIC', category: 'Management', learningTypes: ['online'],
    duration: 3, durationUnit: 'WEEKS', startInDays: 25, endInDays: 46, unpublished: true, byInstructor: true,
    topics: ['الضغوط المهنية', 'الاحتراق الوظيفي'],
  },
  {
    name: 'Evidence-Based Practice',
    briefDescription: 'Find, appraise and apply research in everyday nursing care.',
    description: 'A new program the instructor submitted for approval.',
    language: 'ENGLISH', category: 'Nursing', learningTypes: ['online'],
    duration: 4, durationUnit: 'WEEKS', startInDays: 21, endInDays: 49, notApproved: true, byInstructor: true,
    topics: ['Asking the question', 'Finding evidence', 'Appraisal'],
  },
  {
    name: 'أخلاقيات المهن الصحية',
    briefDescription: 'المبادئ الأخلاقية والقانونية في ممارسة المهن الصحية.',
    description: 'برنامج عن بُعد يُغلق التسجيل فيه خلال أيام.',
    language: 'ARABIC', category: 'Health Sciences', learningTypes: ['online'],
    duration: 2, durationUnit: 'WEEKS', startInDays: 9, endInDays: 23, enrollmentOpensInDays: -15, enrollmentClosesInDays: 5,
    byInstructor: true, topics: ['المبادئ الأخلاقية', 'السرية', 'الموافقة المستنيرة'],
  },
  {
    name: 'Basic Life Support (BLS)',
    briefDescription: 'High-quality CPR and AED use for adults, children and infants.',
    description: 'A hands-on English course in Riyadh with a skills check at the end.',
    language: 'ENGLISH', category: 'Health Sciences', learningTypes: ['face-to-face'],
    duration: 1, durationUnit: 'DAYS', place: SAUDI('Riyadh'), startInDays: -4, endInDays: 12, byInstructor: true,
    topics: ['Adult CPR', 'Child and infant CPR', 'Using an AED'],
  },
  catalogueEntry(COPY_AR),
];

export const CATALOGUE_SEEDS: Readonly<Record<string, readonly CourseSeed[]>> = {
  demo: DEMO_COURSES,
  nour: NOUR_COURSES,
};
