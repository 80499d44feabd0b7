// Word lists of the catalogue generator: paired English and Arabic so that a
// generated course reads naturally in its own language.

/** [English, Arabic] */
export type Pair = readonly [en: string, ar: string];

export const TOPICS: readonly Pair[] = [
  ['Data Analysis', 'تحليل البيانات'],
  ['Project Management', 'إدارة المشاريع'],
  ['Public Speaking', 'الخطابة والإلقاء'],
  ['Web Development', 'تطوير الويب'],
  ['Machine Learning', 'تعلم الآلة'],
  ['Financial Accounting', 'المحاسبة المالية'],
  ['Digital Marketing', 'التسويق الرقمي'],
  ['Leadership', 'القيادة'],
  ['Team Coaching', 'إرشاد الفرق'],
  ['Strategic Planning', 'التخطيط الاستراتيجي'],
  ['Patient Safety', 'سلامة المرضى'],
  ['Nursing Care', 'الرعاية التمريضية'],
  ['Arabic Calligraphy', 'الخط العربي'],
  ['Business English', 'الإنجليزية للأعمال'],
  ['Cyber Security', 'الأمن السيبراني'],
  ['Cloud Computing', 'الحوسبة السحابية'],
  ['User Experience Design', 'تصميم تجربة المستخدم'],
  ['Supply Chain Management', 'إدارة سلاسل الإمداد'],
  ['Human Resources', 'الموارد البشرية'],
  ['Negotiation', 'التفاوض'],
  ['Critical Thinking', 'التفكير الناقد'],
  ['Islamic Finance', 'التمويل الإسلامي'],
  ['Quality Management', 'إدارة الجودة'],
  ['Emergency Medicine', 'طب الطوارئ'],
  ['Python Programming', 'البرمجة بلغة بايثون'],
  ['Statistics', 'الإحصاء'],
  ['Creative Writing', 'الكتابة الإبداعية'],
  ['Time Management', 'إدارة الوقت'],
  ['Customer Service', 'خدمة العملاء'],
  ['Entrepreneurship', 'ريادة الأعمال'],
  ['Mobile App Development', 'تطوير تطبيقات الجوال'],
  ['Database Design', 'تصميم قواعد البيانات'],
  ['Emotional Intelligence', 'الذكاء العاطفي'],
  ['Clinical Research', 'البحث السريري'],
  ['Graphic Design', 'التصميم الجرافيكي'],
  ['Occupational Health', 'الصحة المهنية'],
  ['Change Management', 'إدارة التغيير'],
  ['Academic Writing', 'الكتابة الأكاديمية'],
  ['Artificial Intelligence', 'الذكاء الاصطناعي'],
  ['Risk Management', 'إدارة المخاطر'],
];

/** Placed before the topic ("Introduction to Data Analysis" / "مقدمة في تحليل البيانات"). */
export const LEVELS: readonly Pair[] = [
  ['Introduction to', 'مقدمة في'],
  ['Fundamentals of', 'أساسيات'],
  ['Advanced', 'المستوى المتقدم في'],
  ['Applied', 'تطبيقات'],
  ['Practical', 'الدليل العملي في'],
  ['Essentials of', 'مبادئ'],
  ['Mastering', 'احتراف'],
  ['Foundations of', 'أسس'],
];

/** Placed after the topic; empty for none. */
export const AUDIENCES: readonly Pair[] = [
  ['for Beginners', 'للمبتدئين'],
  ['for Managers', 'للمديرين'],
  ['for Healthcare Professionals', 'للممارسين الصحيين'],
  ['for Teachers', 'للمعلمين'],
  ['in the Workplace', 'في بيئة العمل'],
  ['with Case Studies', 'مع دراسات حالة'],
  ['', ''],
  ['', ''],
];

export const FORMATS: readonly Pair[] = [
  ['live online sessions', 'جلسات مباشرة عبر الإنترنت'],
  ['self-paced lessons', 'دروس ذاتية الإيقاع'],
  ['workshops', 'ورش عمل'],
  ['guided projects', 'مشاريع موجهة'],
  ['classroom sessions', 'محاضرات حضورية'],
];

export const FIRST_NAMES: readonly Pair[] = [
  ['Ahmed', 'أحمد'], ['Sara', 'سارة'], ['Mohammed', 'محمد'], ['Fatimah', 'فاطمة'], ['Omar', 'عمر'],
  ['Noura', 'نورة'], ['Khalid', 'خالد'], ['Reem', 'ريم'], ['Yousef', 'يوسف'], ['Lina', 'لينا'],
  ['Abdullah', 'عبدالله'], ['Huda', 'هدى'], ['Faisal', 'فيصل'], ['Maha', 'مها'], ['Ibrahim', 'إبراهيم'],
  ['Aisha', 'عائشة'], ['Hassan', 'حسن'], ['Dana', 'دانة'], ['Salem', 'سالم'], ['Amal', 'أمل'],
  ['Tariq', 'طارق'], ['Hind', 'هند'], ['Majed', 'ماجد'], ['Rana', 'رنا'], ['Nasser', 'ناصر'],
];

export const LAST_NAMES: readonly Pair[] = [
  ['Haddad', 'حداد'], ['Mansour', 'منصور'], ['Farouk', 'فاروق'], ['Nasser', 'ناصر'], ['Karim', 'كريم'],
  ['Otaibi', 'العتيبي'], ['Qahtani', 'القحطاني'], ['Zahrani', 'الزهراني'], ['Shehri', 'الشهري'], ['Harbi', 'الحربي'],
  ['Ghamdi', 'الغامدي'], ['Saleh', 'صالح'], ['Qasim', 'قاسم'], ['Hamdan', 'حمدان'], ['Aziz', 'عزيز'],
  ['Dosari', 'الدوسري'], ['Mutairi', 'المطيري'], ['Anazi', 'العنزي'], ['Yami', 'اليامي'], ['Malki', 'المالكي'],
];

export const CITIES: readonly Pair[] = [
  ['Riyadh', 'الرياض'], ['Jeddah', 'جدة'], ['Dammam', 'الدمام'], ['Makkah', 'مكة المكرمة'], ['Madinah', 'المدينة المنورة'],
];

export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, Pair>> = {
  1: ['Not what I expected.', 'لم تكن كما توقعت.'],
  2: ['Some useful parts, but too slow.', 'بعض الأجزاء مفيدة لكنها بطيئة.'],
  3: ['Good content, could be more practical.', 'محتوى جيد ويحتاج إلى جانب عملي أكثر.'],
  4: ['Clear and well organized.', 'واضحة ومنظمة.'],
  5: ['Excellent, I recommend it.', 'ممتازة، أنصح بها.'],
};
