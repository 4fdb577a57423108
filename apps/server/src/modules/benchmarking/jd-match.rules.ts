/**
 * The job-description matcher behind `POST /benchmarking/jd`: a posting (full text, or a title
 * with a few lines) → the three likeliest (job family, standard level) pairs, each with a score in
 * 0..1 and the words that decided it; "needs review" instead of a guess when the evidence is thin
 * or split. Pure and deterministic: no model weights, network or database; one scan of the text
 * (the first 20,000 characters), a few milliseconds for a long posting.
 *
 * How it reads a posting, and why:
 *  - Tokens are words lower-cased and folded (accents dropped, a plural "s" stemmed), each keeping
 *    its place in the text, so the words we show are the posting's own spelling.
 *  - A weighted lexicon per family, matched greedily longest-first over the tokens. Longest-first
 *    is what tells "Product Engineer" (software) from "Product Manager", "Sales Engineer" from
 *    "Software Engineer" and "Solutions Consultant" (sales) from "Consultant". Title phrases weigh
 *    most (5), then tools and duties (0.5–2.5). Off-catalogue roles ("Civil Engineer", "Chef",
 *    "Data Entry Operator") are in the lexicon too, as evidence for "none of ours"; employer
 *    boilerplate ("health insurance", "data-driven") is matched so that it counts for nobody.
 *  - Where a title sits matters more than how often words repeat. The heading (a "Job Title:"
 *    line, else a short first line; when that holds no title, the first title the body names)
 *    counts double, and the families it does not name keep 60 % of their evidence: a software
 *    posting at a hospital company talks about patients. A plural or collaborator mention ("work
 *    with product managers", "report to the Director of Engineering") counts a fraction; a phrase's
 *    repeats add ½ then ¼ and stop. An engineering manager's posting lists the team's stack, so
 *    engineering management borrows 40 % of the software tools once it has a title of its own.
 *  - A domain word led by a leader word becomes a title: "Head of Marketing", "VP, Sales",
 *    "Director, Data Science", "Manager - Talent Acquisition", "Design Lead".
 *  - Levels come from votes, not a first-match rule: a seniority word or code next to a title
 *    ("Senior", "Sr.", "Staff", "SDE-2", "Engineer III", "L5") votes strongly for that title's
 *    family; manager titles carry their own level (Engineering Manager 4, Director 6) that
 *    "Senior"/"Associate" shift; the heading's other seniority words, years of experience
 *    ("5+ years", "3-5 yrs", "0-1 yrs"), fresher cues (freshers, "2025 batch", new grad) and scope
 *    ("manage managers", "multiple teams") vote less, and half as much once a title has spoken.
 *    Colleagues' titles do not vote. A broad prior centred on Mid keeps a posting without cues
 *    from looking certain.
 *  - Scores: a family's share of all evidence, with a constant for "anything else" in the
 *    denominator so a single weak word never scores high: share = S_f / (ΣS + S_other + 3). A pair
 *    scores share × P(level | family). The threshold applies to the best pair; review is also asked
 *    when the runner-up family has ≥ 80 % of the leader's evidence, when an off-catalogue role
 *    out-scores every family, or when there is too little evidence at all.
 * Families come from the database: one without a lexicon is matched on its own name and titles; a
 * lexicon family the database lacks counts as off-catalogue.
 */

export interface FamilyRef {
  slug: string;
  name: string;
  titles: string[];
}
export interface JdCandidate {
  family: string;
  level: number;
  score: number;
  words: string[];
}
export interface JdResult {
  status: 'matched' | 'needs-review';
  candidates: JdCandidate[];
  reason: string | null;
}
export interface JdEvaluation {
  total: number;
  answered: number;
  abstained: number;
  abstentionRate: number;
  precisionFamily: number;
  precisionFamilyLevel: number;
  levelWithinOne: number;
  nullsAbstained: number;
  nulls: number;
}

/**
 * The best pair must score at least this to be answered (chosen on jd-dev.data.ts). With no level
 * cue P(Mid) is about 0.4, so a posting answers only when its family holds ~60 % of the evidence;
 * split or thin postings score lower and go to review.
 */
export const JD_THRESHOLD = 0.25;
/** Review when the runner-up family has at least this share of the leader's evidence. */
const CLOSE_RATIO = 0.8;
/** Less raw evidence than this (about one title said once, or two tools) is too little to answer. */
const MIN_EVIDENCE = 3;
/** Evidence mass for "some job we have no words for", so that a lone weak word scores low. */
const UNKNOWN_MASS = 3;
const OTHER = '(other)';

// ---------------------------------------------------------------------------------------------
// Lexicon

type Kind = 'title' | 'domain' | 'skill';
/** [kind, weight, base level of the title or null, 'phrase|phrase|…'] */
type Group = readonly [Kind, number, number | null, string];

const T = 5; // a title
const T2 = 3; // a title that is only usually this family
const T3 = 2; // a title word that says little on its own ("engineer", "consultant")

const LEXICON: Record<string, readonly Group[]> = {
  'software-engineering': [
    [
      'title',
      T,
      null,
      'software engineer|software developer|software development engineer|sde|swe|backend engineer|back end engineer|backend developer|back end developer|frontend engineer|front end engineer|frontend developer|front end developer|ui engineer|ui developer|full stack engineer|fullstack engineer|full stack developer|fullstack developer|mobile engineer|mobile developer|ios engineer|ios developer|android engineer|android developer|mobile app developer|devops engineer|dev ops engineer|site reliability engineer|sre|platform engineer|infrastructure engineer|cloud engineer|security engineer|application security engineer|product security engineer|qa engineer|quality assurance engineer|test engineer|sdet|qa automation engineer|test automation engineer|automation test engineer|solutions architect|solution architect|software architect|cloud architect|technical architect|product engineer|web developer|java developer|python developer|react developer|node js developer|net developer|php developer|golang developer|forward deployed engineer|embedded software engineer|firmware engineer|member of technical staff|application developer|programmer|game developer|blockchain developer|salesforce developer',
    ],
    ['title', T, 3, 'sse|sde3|swe3'],
    ['title', T, 8, 'engineering fellow|technical fellow'],
    ['title', T, 2, 'sde2|swe2'],
    ['title', T, 1, 'sde1|swe1'],
    // Indian IT services ladders.
    [
      'title',
      T,
      1,
      'assistant system engineer|assistant system engineer trainee|systems engineer trainee|programmer analyst trainee|graduate engineer trainee',
    ],
    ['title', T2, null, 'technology analyst'],
    ['title', T, 1, 'associate software engineer'],
    ['title', T, 2, 'senior systems engineer'],
    ['title', T3, 4, 'team lead'],
    ['title', T, 4, 'tech lead|technical lead|devops lead|qa lead|test lead|frontend lead|backend lead|mobile lead|sre lead'],
    [
      'title',
      T2,
      null,
      'developer|qa analyst|security analyst|cybersecurity analyst|penetration tester|network engineer|systems engineer|system administrator|support engineer|developer advocate|quality engineer',
    ],
    ['title', T3, null, 'engineer|architect'],
    [
      'skill',
      2,
      null,
      'microservices|distributed systems|kubernetes|k8s|docker|terraform|ci cd|react|reactjs|angular|vue|vue js|node js|nodejs|typescript|javascript|spring boot|django|flask|rest apis|rest api|restful|graphql|golang|rust|c++|c#|net core|asp net|kotlin|flutter|react native|system design|data structures|algorithms|code reviews|code review|unit tests|unit testing|test automation|selenium|cypress|playwright|appium|jenkins|github actions|observability|prometheus|grafana|incident response|on call|penetration testing|vulnerability|owasp|siem|threat modeling|infrastructure as code|ansible|helm|serverless|backend|frontend|full stack|api design|scalable|low latency|regression testing|regression tests|swiftui',
    ],
    [
      'skill',
      1,
      null,
      'java|python|aws|gcp|azure|linux|git|html|css|sql|nosql|mongodb|postgresql|mysql|redis|kafka|oop|object oriented|agile|software|debugging|deploy|production|apis|cloud|devops|sdlc|jira|computer science|b tech|btech|b e|be cs|m tech|mca|swift',
    ],
  ],
  'engineering-management': [
    [
      'title',
      T,
      4,
      'engineering manager|software engineering manager|manager software engineering|software development manager|manager software development|sdm|engineering lead|development manager|qa manager|devops manager|manager engineering',
    ],
    [
      'title',
      T,
      6,
      'director of engineering|engineering director|director engineering|head of engineering|director of software engineering',
    ],
    ['title', T, 7, 'vp engineering|vp of engineering|vice president of engineering|vice president engineering'],
    ['title', T, 8, 'cto|chief technology officer'],
    ['domain', 0.3, null, 'engineering|software engineering|software development|platform engineering|technology'],
    [
      'skill',
      2,
      null,
      'people management|people manager|direct reports|managing engineers|manage engineers|team of engineers|lead engineering teams|manage engineering teams|managing engineering teams|grow engineers|hiring engineers|manage managers|performance reviews|one on ones|1 1s|career growth|career development|engineering culture|headcount|team health|delivery of engineering',
    ],
    [
      'skill',
      1,
      null,
      'line management|mentor|mentoring|coaching|hiring|team building|managing a team|manage a team|lead a team|leading a team|stakeholders|roadmap|execution|delivery',
    ],
  ],
  'data-and-ai': [
    [
      'title',
      T,
      null,
      'data scientist|data analyst|data engineer|machine learning engineer|ml engineer|ai engineer|ai ml engineer|applied scientist|research scientist|analytics engineer|bi developer|bi analyst|business intelligence analyst|business intelligence developer|business intelligence engineer|product analyst|decision scientist|mlops engineer|big data engineer|nlp engineer|computer vision engineer|deep learning engineer|data architect|analytics manager|quantitative analyst|data science manager|genai engineer|generative ai engineer|llm engineer|mle|machine learning scientist|ml scientist|ai scientist|ai researcher|ml researcher',
    ],
    ['title', T3, null, 'scientist'],
    [
      'domain',
      0.2,
      null,
      'data|data science|analytics|machine learning|ai|data engineering|artificial intelligence|business intelligence|data and analytics|data and ai',
    ],
    [
      'skill',
      2.5,
      null,
      'machine learning|deep learning|pandas|numpy|scikit learn|sklearn|tensorflow|pytorch|keras|pyspark|airflow|dbt|snowflake|bigquery|redshift|databricks|data pipelines|data pipeline|data warehouse|data warehousing|data lake|etl|elt|tableau|power bi|looker|statistical modeling|statistical modelling|hypothesis testing|feature engineering|model deployment|nlp|natural language processing|computer vision|llms|llm|generative ai|genai|rag|fine tuning|xgboost|time series|predictive models|predictive modeling|ml models|regression|classification|clustering|data modeling|data modelling|data visualization|data visualisation|mlops|hadoop|hive',
    ],
    [
      'skill',
      1.5,
      null,
      'statistics|statistical|sql|spark|dashboards|dashboard|a b testing|experimentation|forecasting|data quality|kpi dashboards|analytics|data analysis|r programming|sas|kafka|data models|big data|ai|ml',
    ],
    ['skill', 0.7, null, 'python|data driven|metrics|reporting|insights|excel'],
  ],
  product: [
    [
      'title',
      T,
      null,
      'product manager|product owner|technical program manager|tpm|program manager|technical product manager|digital product manager|product management|product specialist',
    ],
    ['title', T, 1, 'associate product manager|apm'],
    ['title', T, 4, 'product lead|lead product manager'],
    ['title', T, 5, 'group product manager'],
    [
      'title',
      T,
      6,
      'director of product|head of product|director of product management|director product management|product director|director of program management',
    ],
    ['title', T, 7, 'vp product|vp of product|vice president of product|vice president product'],
    ['title', T, 8, 'chief product officer|cpo'],
    ['title', T2, null, 'project manager|scrum master|delivery manager|release manager|program management'],
    ['domain', 0.3, null, 'product|programs'],
    [
      'skill',
      2.5,
      null,
      'product roadmap|roadmap|prds|prd|product requirements|product strategy|product discovery|product vision|user stories|backlog|prioritization|prioritisation|go to market|product lifecycle|product launches|launch products|feature prioritization|customer problems|product sense|product metrics|program management|cross team dependencies|program execution|release planning',
    ],
    [
      'skill',
      1,
      null,
      'stakeholders|stakeholder management|cross functional|agile|scrum|okrs|jira|requirements|launches|risks|dependencies|specs|prioritize|customer feedback|mvp|product|milestones',
    ],
  ],
  design: [
    [
      'title',
      T,
      null,
      'product designer|ux designer|ui designer|ui ux designer|ux ui designer|ux researcher|user researcher|user experience researcher|user experience designer|interaction designer|visual designer|service designer|ux writer|design researcher|content designer',
    ],
    ['title', T, 4, 'design lead|lead designer'],
    ['title', T, 6, 'head of design|design director|director of design'],
    ['title', T2, null, 'graphic designer|web designer|designer|motion designer'],
    ['domain', 0.5, null, 'design|ux|user experience|user research|product design'],
    [
      'skill',
      2.5,
      null,
      'figma|sketch|adobe xd|wireframes|wireframing|prototypes|prototyping|design systems|design system|usability testing|usability studies|user research|user interviews|personas|journey maps|information architecture|interaction design|visual design|user flows|high fidelity|mockups|diary studies|qualitative research|research plans|heuristic evaluation|user centered|human centered|design thinking|ux research',
    ],
    [
      'skill',
      1,
      null,
      'ui|ux|usability|surveys|research|illustrator|photoshop|typography|interfaces|empathy|accessibility|synthesis|portfolio',
    ],
  ],
  'sales-and-marketing': [
    [
      'title',
      T,
      null,
      'account executive|sales engineer|solutions engineer|solution engineer|solutions consultant|solution consultant|presales consultant|pre sales consultant|presales engineer|pre sales engineer|customer engineer|marketing manager|product marketing manager|digital marketing manager|growth marketing manager|brand manager|content marketing manager|performance marketing manager|customer success manager|csm|customer success|account manager|key account manager|business development executive|business development manager|business development representative|business development associate|bde|bdm|bdr|sdr|sales development representative|sales executive|sales manager|sales representative|sales rep|sales officer|inside sales|territory manager|area sales manager|regional sales manager|relationship manager|medical representative|marketing executive|marketing specialist|digital marketing executive|digital marketing specialist|seo specialist|seo executive|social media manager|growth marketer|marketing associate|marketing analyst|demand generation manager|field sales executive|tele sales|telesales|partnerships manager|growth manager|growth lead|seo manager|seo analyst|sem specialist|ppc specialist|performance marketer|communications manager|pr manager|public relations manager|content strategist|customer success associate|customer success lead|account director|channel sales manager|sales consultant|enterprise account executive',
    ],
    ['title', T, 6, 'head of sales|head of marketing|sales director|marketing director|director of sales|director of marketing'],
    ['title', T, 8, 'cmo|chief marketing officer|cro|chief revenue officer'],
    [
      'domain',
      1.5,
      null,
      'sales|marketing|customer success|business development|partnerships|brand|growth marketing|digital marketing|presales|pre sales|revenue',
    ],
    [
      'skill',
      2.5,
      null,
      'quota|quotas|crm|salesforce|hubspot|cold calling|lead generation|prospecting|closing deals|close deals|revenue targets|sales targets|sales cycle|sales pipeline|pipeline generation|saas sales|b2b sales|enterprise sales|demos|product demos|technical demos|proof of concept|pocs|rfps|rfp|seo|sem|ppc|google ads|meta ads|facebook ads|social media marketing|email marketing|content marketing|paid acquisition|user acquisition|paid social|attribution|roas|cac|campaigns|marketing campaigns|brand awareness|positioning|renewals|upsell|upselling|cross sell|nps|customer onboarding|qbrs|qbr|customer retention|account management|territory|arr|mrr|acv|channel partners|dealers|distributors|field sales|market research|competitive analysis|customer health|expansion revenue|commission',
    ],
    [
      'skill',
      1,
      null,
      'negotiation|clients|customers|customer|b2b|saas|sales leads|qualified leads|generate leads|targets|revenue|pipeline|go to market|gtm|communication skills|presentation skills|relationships|conversion|funnel|marketing|sales|retention|adoption|incentives|messaging|churn',
    ],
  ],
  'business-and-consulting': [
    [
      'title',
      T,
      null,
      'business analyst|management consultant|strategy consultant|associate consultant|business consultant|operations manager|operations lead|business operations manager|bizops|strategy and operations|strategy analyst|operations analyst|business operations analyst|chief of staff|strategy manager|consulting analyst|process analyst|operations associate|business operations associate|functional consultant|it business analyst|operations executive',
    ],
    ['title', T, 4, 'engagement manager'],
    ['title', T, 6, 'head of operations|director of operations|operations director|head of strategy|director of strategy'],
    ['title', T, 8, 'coo|chief operating officer'],
    ['title', T3, null, 'consultant|analyst'],
    ['domain', 0.5, null, 'operations|strategy|consulting|business operations'],
    [
      'skill',
      2.5,
      null,
      'requirements gathering|business requirements|brd|brds|frd|process mapping|gap analysis|uat|user acceptance testing|process improvement|process improvements|operational efficiency|client engagements|client engagement|case interviews|consulting firm|storyboarding|hypothesis driven|business cases|business case|six sigma|sops|standard operating procedures|vendor management|operational metrics|supply chain|procurement|due diligence|market sizing|strategic initiatives|change management|process optimization|as is to be|lean six sigma',
    ],
    [
      'skill',
      1,
      null,
      'stakeholder management|stakeholders|kpis|kpi|excel|powerpoint|visio|operations|strategy|clients|business|documentation|analysis|recommendations|efficiency|sop|budget|bpmn|workflows|lean|root cause analysis|capacity planning|logistics',
    ],
  ],
  finance: [
    [
      'title',
      T,
      null,
      'financial analyst|finance analyst|fp a analyst|investment banking analyst|investment banking associate|ib analyst|chartered accountant|cpa|accountant|senior accountant|finance manager|fp a manager|credit analyst|equity research analyst|investment analyst|treasury analyst|tax analyst|tax associate|audit associate|auditor|internal auditor|controller|financial controller|accounts executive|accounts manager|finance executive|risk analyst|valuation analyst|financial planning analyst|finance business partner|finance associate|accounts payable|accounts receivable|article assistant|articleship|cost accountant|cma|tax manager|tax consultant|audit manager|audit senior|audit assistant|articled assistant|actuarial analyst|investment associate|portfolio manager|credit manager|credit officer|credit underwriter|underwriter|loan underwriter',
    ],
    ['title', T, 2, 'staff accountant|staff auditor'],
    ['title', T, 6, 'head of finance|finance director|director of finance'],
    ['title', T, 8, 'cfo|chief financial officer'],
    ['domain', 1, null, 'finance|accounting|fp a|treasury|taxation|audit|investment banking'],
    [
      'skill',
      2.5,
      null,
      'financial modeling|financial modelling|financial models|dcf|valuation|valuations|lbo|m a|mergers and acquisitions|pitch books|pitchbooks|forecasting and budgeting|variance analysis|month end close|month end|year end|general ledger|reconciliation|reconciliations|bank reconciliation|ifrs|ind as|gaap|us gaap|gst|tds|income tax|statutory audit|internal audit|tally|sap fico|balance sheet|p l|profit and loss|cash flow|financial statements|financial reporting|financial analysis|accounts payable|accounts receivable|journal entries|invoicing|bookkeeping|capital markets|equity research|due diligence|ca final|ca inter|qualified ca|cpa license|cfa level|annual operating plan|unit economics|working capital|cost analysis|mis reports|mis|underwriting|credit underwriting|credit appraisal|credit risk|cibil|lending|retail lending|nbfc|loan portfolio',
    ],
    [
      'skill',
      1,
      null,
      'excel|finance|financial|accounting|audit|audits|compliance|tax|budgets|forecasts|revenue|margin|cost|investors|credit|risk|treasury|budgeting|portfolio management|investment portfolio',
    ],
  ],
  people: [
    [
      'title',
      T,
      null,
      'hr business partner|hrbp|human resources business partner|people partner|recruiter|technical recruiter|talent acquisition specialist|talent acquisition partner|talent acquisition|sourcer|hr manager|hr generalist|hr executive|human resources manager|hr specialist|people operations|people operations manager|hr associate|hr coordinator|recruitment consultant|recruitment executive|talent partner|compensation analyst|compensation and benefits|learning and development|l d specialist|hr operations|payroll specialist|employee relations specialist|hr analyst',
    ],
    ['title', T, 4, 'talent acquisition manager|recruitment manager|recruiting manager'],
    [
      'title',
      T,
      6,
      'head of people|head of hr|head of talent|hr director|director of hr|director of people|director of talent acquisition|head of talent acquisition|chro|chief people officer|chief human resources officer',
    ],
    ['domain', 0.5, null, 'hr|human resources|people|talent|recruiting|recruitment|people operations'],
    [
      'skill',
      2.5,
      null,
      'sourcing|full cycle recruiting|end to end recruitment|end to end recruiting|screening candidates|interview scheduling|offer negotiation|talent pipeline|candidate experience|hiring managers|job postings|boolean search|linkedin recruiter|ats|applicant tracking|employee relations|employee engagement|performance management|offboarding|payroll|benefits administration|hris|workday|labor law|labour law|grievance|attrition|succession planning|talent management|workforce planning|organisational development|organizational development|hr policies|exit interviews|background verification|campus hiring|lateral hiring|closures|hiring pipeline|screen candidates|source candidates|shortlisting candidates|shortlist candidates',
    ],
    ['skill', 1, null, 'hiring|recruitment|interviews|employees|culture|engagement|retention|hr|talent|onboarding|compensation|policies'],
  ],
  healthcare: [
    [
      'title',
      T,
      null,
      'registered nurse|rn|nurse|staff nurse|staff physician|staff pharmacist|staff physical therapist|staff physiotherapist|nurse practitioner|icu nurse|er nurse|travel nurse|nursing officer|physician|doctor|medical officer|hospitalist|physical therapist|physiotherapist|dpt|pharmacist|clinical pharmacist|lpn|cna|resident physician|attending physician|consultant physician|general physician|family medicine physician|internal medicine physician|surgeon|anesthesiologist|occupational therapist|dentist|medical doctor',
    ],
    ['title', T, 4, 'nurse manager|nursing supervisor|head nurse'],
    ['title', T, 3, 'charge nurse|senior nurse'],
    ['title', T, 6, 'director of nursing|nursing director|chief nursing officer|head of nursing'],
    ['title', T, 8, 'chief medical officer'],
    ['domain', 1, null, 'nursing|pharmacy|clinical|medicine|physical therapy|physiotherapy|rehabilitation'],
    [
      'skill',
      2.5,
      null,
      'patient care|bls|acls|pals|nclex|nursing license|rn license|state license|board certified|board certification|mbbs|md degree|pharmd|b pharm|m pharm|d pharm|bsn|msn|gnm|anm|b sc nursing|bsc nursing|medication administration|medications|dispensing|prescriptions|clinical rotations|emr|ehr|epic ehr|epic emr|icu|med surg|telemetry|wound care|vital signs|care plans|rehabilitation|manual therapy|therapeutic exercise|range of motion|plan of care|opd|ipd|ward|bedside|dea|licensure|patient outcomes|patient safety|dosage|drug interactions|pharmacy',
    ],
    ['skill', 1.5, null, 'patients|hospital|hospitals|clinic|clinics'],
    ['skill', 1, null, 'healthcare|clinical|treatment|diagnosis|nursing|triage'],
  ],
  // Roles outside the catalogue: evidence that the posting is none of ours.
  [OTHER]: [
    [
      'title',
      T,
      null,
      'civil engineer|mechanical engineer|electrical engineer|chemical engineer|structural engineer|site engineer|process engineer|manufacturing engineer|hardware engineer|electronics engineer|production supervisor|maintenance engineer|hvac engineer|service engineer|design engineer|piping engineer|teacher|tutor|professor|lecturer|faculty|truck driver|delivery driver|cab driver|bus driver|delivery executive|delivery partner|delivery boy|chef|cook|waiter|barista|cashier|store manager|retail associate|warehouse associate|warehouse worker|forklift operator|electrician|plumber|carpenter|welder|technician|mechanic|security guard|receptionist|front desk executive|housekeeping|lawyer|attorney|paralegal|legal counsel|legal associate|content writer|copywriter|journalist|video editor|copy editor|translator|customer service representative|customer support executive|customer care executive|call center|voice process|bpo|data entry operator|data entry|office assistant|executive assistant|administrative assistant|admin executive|office administrator|airline pilot|commercial pilot|flight attendant|cabin crew|interior designer|fashion designer|architectural designer|landscape architect|civil architect|lab technician|machine operator|photographer|social worker|counselor|counsellor|nanny|caregiver|babysitter|beautician|hairdresser|fitness trainer|personal trainer|real estate agent|insurance agent|bank teller|cleaner|janitor|packer|picker|loader|quality inspector|purchase executive|logistics coordinator|veterinarian|office manager|technical writer|it support engineer|desktop support engineer|it support|desktop support|helpdesk|help desk|it helpdesk|sales associate|retail sales associate|store associate',
    ],
    [
      'skill',
      1.5,
      null,
      'autocad|revit|staad|solidworks|catia|construction|site supervision|lesson plans|curriculum|classroom|cdl|driving licence|driving license|kitchen|litigation|typing speed|inbound calls|shipments|machining|plc|welding|cnc|guests|teaching|warehouse|iso 9001|spc|gd t|shop floor|restock|shelves|retail store|point of sale|customer support|customer queries|active directory',
    ],
    // Said in many postings about the employer, not the job: consumed so that their words count for nobody.
    [
      'skill',
      0,
      null,
      'health insurance|medical insurance|health benefits|healthcare benefits|medical dental|dental|vision insurance|paid time off|data driven|product based|product company|fast paced|equal opportunity|equal opportunity employer|team player|parental leave|wellness|device driver|device drivers|key drivers|growth drivers|pilot program|pilot programs|lead the way|customer first|customer obsessed|customer obsession',
    ],
  ],
};

// ---------------------------------------------------------------------------------------------
// Seniority words

type Modifier = { level: number; relative: number; leader: boolean };

/**
 * Seniority words. `level` is what it means before an IC title ("Senior" → 3); `relative` what it
 * does to a title that carries its own level ("Senior Engineering Manager" → 4 + 1); leaders turn a
 * domain word into a title ("Head of Marketing").
 */
const MODIFIERS: readonly (readonly [string, Modifier])[] = [
  ...cues('intern|internship|trainee|apprentice|graduate|new grad|entry level|junior|jr|fresher|freshers|graduate engineer trainee', {
    level: 1,
    relative: -1,
    leader: false,
  }),
  ...cues('associate', { level: 1, relative: -1, leader: false }),
  ...cues('senior associate', { level: 3, relative: 0, leader: false }),
  ...cues('mid level|mid|intermediate|experienced', { level: 2, relative: 0, leader: false }),
  ...cues('senior|sr|snr', { level: 3, relative: 1, leader: false }),
  ...cues('sr staff|snr staff', { level: 5, relative: 1, leader: false }),
  ...cues('sr principal|snr principal', { level: 7, relative: 2, leader: false }),
  ...cues('sr manager|snr manager', { level: 5, relative: 1, leader: true }),
  ...cues('sr director|snr director|sr vice president|sr vp', { level: 7, relative: 3, leader: true }),
  ...cues('staff|lead', { level: 4, relative: 1, leader: false }),
  ...cues('senior staff|senior lead|lead principal', { level: 5, relative: 1, leader: false }),
  ...cues('principal', { level: 6, relative: 1, leader: false }),
  ...cues('senior principal', { level: 7, relative: 2, leader: false }),
  ...cues('distinguished|fellow', { level: 8, relative: 3, leader: false }),
  // "Manager, Data Science": a manager of the domain's people (level 4, as an engineering manager).
  ...cues('manager', { level: 4, relative: 0, leader: true }),
  ...cues('associate director|senior manager', { level: 5, relative: 1, leader: true }),
  ...cues('director|head|head of|avp|associate vice president', { level: 6, relative: 2, leader: true }),
  ...cues('senior director|vp|vice president|svp|senior vice president', { level: 7, relative: 3, leader: true }),
  ...cues('evp|executive vice president|chief', { level: 8, relative: 4, leader: true }),
];
function cues(list: string, m: Modifier): [string, Modifier][] {
  return list.split('|').map((w) => [w, m]);
}

/** Words that may stand after a domain and make it a title ("Marketing Director", "Design Lead"). */
const TRAILING_LEADERS = new Map([
  ['manager', 4],
  ['director', 6],
  ['head', 6],
  ['lead', 4],
  ['intern', 1],
  ['internship', 1],
  ['trainee', 1],
  ['apprentice', 1],
]);
/** Level codes after a title or in the heading: "Engineer II", "SDE-3", "L5" (Google's ladder), "E5" (Meta's). */
const CODE_LEVELS = new Map<string, number>([
  ...(['i', 'ii', 'iii', 'iv', 'v'] as const).map((c, k) => [c, k + 1] as const),
  ...(['1', '2', '3', '4'] as const).map((c, k) => [c, k + 1] as const),
  ...[3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`l${n}`, n - 2] as const),
  ...[3, 4, 5, 6, 7, 8, 9].map((n) => [`e${n}`, n - 2] as const),
]);
/** Words between a seniority word and its title that do not break the link ("Head of Sales"). */
const FILLERS = new Set(['of', 'the', 'for', 'in', 'and']);
/**
 * A title right after these words is someone the hire works with, not the hire ("partner with
 * product managers", "report to the Director of Engineering", "mentor junior engineers").
 */
const COLLABORATOR_CUES = new Set([
  'with',
  'alongside',
  'partner',
  'partners',
  'partnering',
  'collaborate',
  'collaborating',
  'collaborates',
  'collaboration',
  'report',
  'reports',
  'reporting',
  'support',
  'supporting',
  'supports',
  'mentor',
  'mentoring',
  'mentors',
  'coach',
  'coaching',
  'help',
  'helping',
  'including',
  'like',
  'such',
  'among',
  'between',
  'other',
  'manage',
  'managing',
  'manages',
]);

/** Words that introduce the job being offered: "looking for a…", "join us as…", "Role: …". */
const HIRING_CUES = new Set([
  'looking',
  'hiring',
  'seeking',
  'seek',
  'as',
  'join',
  'wanted',
  'need',
  'role',
  'position',
  'opening',
  'vacancy',
  'become',
]);

/** Level cues outside the heading: [phrase, level, weight]. */
const SCOPE_CUES: readonly (readonly [string, number, number])[] = [
  ['freshers', 1, 2.5],
  ['fresher', 1, 2.5],
  ['new grad', 1, 2.5],
  ['new graduates', 1, 2.5],
  ['recent graduates', 1, 2.5],
  ['recent graduate', 1, 2.5],
  ['passed out', 1, 2],
  ['pass outs', 1, 2],
  ['passouts', 1, 2],
  ['no prior experience', 1, 2.5],
  ['2024 batch', 1, 2],
  ['2025 batch', 1, 2],
  ['2026 batch', 1, 2],
  ['2027 batch', 1, 2],
  ['internship', 1, 2],
  ['no experience required', 1, 2.5],
  ['entry level', 1, 2],
  ['manage managers', 6, 1.5],
  ['managing managers', 6, 1.5],
  ['managers of managers', 6, 1.5],
  ['engineering managers', 6, 1],
  ['multiple teams', 5, 1],
  ['org wide', 5, 1],
  ['organization wide', 5, 1],
  ['organisation wide', 5, 1],
  ['company wide', 5, 0.7],
  ['across the company', 5, 0.5],
  ['technical direction', 4, 0.7],
  ['technical strategy', 5, 0.5],
];

// ---------------------------------------------------------------------------------------------
// Tokens

interface Token {
  /** Lower case, accents dropped. */
  norm: string;
  /** `norm` with a plural "s" dropped: what the lexicon is matched on. */
  stem: string;
  start: number;
  end: number;
  /** Index of the line the token is on (headings are lines). */
  line: number;
}

const fold = (w: string) =>
  w
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const KEEP_S = new Set([
  'ios',
  'aws',
  'sales',
  'devops',
  'analytics',
  'kubernetes',
  'ops',
  'business',
  'process',
  'sas',
  'css',
  'js',
  'gaap',
  'ifrs',
  'bls',
  'acls',
  'pals',
  'hris',
  'ats',
  'qbrs',
  'sops',
  'okrs',
  'prds',
  'pocs',
  'rfps',
  'brds',
  'llms',
  'apis',
  'tds',
  'gst',
  'ehr',
  'emr',
  'mis',
  'mrr',
  'arr',
  'bizops',
  'ms',
  'cs',
  'news',
  'us',
  'this',
  'is',
  'has',
  'was',
  'as',
  'plus',
  'always',
  'status',
]);
function stemOf(norm: string): string {
  if (norm.length <= 3 || KEEP_S.has(norm) || !norm.endsWith('s') || norm.endsWith('ss') || norm.endsWith('us') || norm.endsWith('is'))
    return norm;
  if (norm.endsWith('ies') && norm.length > 4) return `${norm.slice(0, -3)}y`;
  return norm.slice(0, -1);
}

const LETTER = /[\p{L}\p{N}]/u;
/** A letter or digit: ASCII by its code, anything else by its Unicode class. */
function isWordChar(code: number, ch: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER.test(ch);
}

/** Words (letters and digits, then any "+" or "#": "C++", "C#") and ".NET", in one scan of the text. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let line = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) line++;
    const dotNet =
      code === 46 &&
      (i === 0 || !isWordChar(text.charCodeAt(i - 1), text[i - 1]!)) &&
      text.slice(i + 1, i + 4).toLowerCase() === 'net' &&
      !(i + 4 < n && isWordChar(text.charCodeAt(i + 4), text[i + 4]!));
    if (!dotNet && !isWordChar(code, text[i]!)) {
      i++;
      continue;
    }
    const start = i;
    let ascii = true;
    i = dotNet ? i + 4 : i + 1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (!isWordChar(c, text[i]!)) break;
      if (c >= 128) ascii = false;
      i++;
    }
    if (!dotNet) while (i < n && (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 35)) i++;
    const raw = text.slice(start, i);
    const norm = ascii && code < 128 ? raw.toLowerCase() : fold(raw);
    out.push({ norm, stem: stemOf(norm), start, end: i, line });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The compiled matcher for a list of families

interface Entry {
  family: string;
  weight: number;
  kind: 'title' | 'skill';
  base: number | null;
  /** A domain word: a title when a leader word stands next to it ("Head of Marketing"). */
  domain: boolean;
  /** The phrase as the lexicon spells it: "Accounts Executive" (finance) is not "Account Executive" (sales). */
  form: string;
}
interface Node {
  next: Map<string, Node>;
  entries: Entry[] | null;
  /** The phrase's stems, its key in the evidence. */
  key: string;
  /** A title's last word as the lexicon spells it (to tell "engineers" from "engineer"). */
  last: string;
}
/** Multiword cues by their key, with the words they can start with (most tokens start none). */
interface CueTable<V> {
  byKey: Map<string, V>;
  firstWords: Set<string>;
  max: number;
}
interface Compiled {
  phrases: Node;
  modifiers: CueTable<Modifier>;
  scope: CueTable<readonly [number, number]>;
  names: Map<string, string>;
}

const newNode = (): Node => ({ next: new Map(), entries: null, key: '', last: '' });
const phraseKey = (phrase: string) =>
  tokenize(phrase)
    .map((t) => t.stem)
    .join(' ');

function addPhrase(root: Node, phrase: string, entry: Omit<Entry, 'form'>): void {
  const toks = tokenize(phrase);
  if (toks.length === 0) return;
  let node = root;
  for (const t of toks) {
    let child = node.next.get(t.stem);
    if (!child) node.next.set(t.stem, (child = newNode()));
    node = child;
  }
  node.key = toks.map((t) => t.stem).join(' ');
  if (entry.kind === 'title' && !node.last) node.last = toks[toks.length - 1]!.norm;
  // One entry per family and phrase: the heaviest weight, a title over a skill, the domain mark kept.
  const entries = (node.entries ??= []);
  const same = entries.find((e) => e.family === entry.family);
  if (!same) {
    entries.push({ ...entry, form: toks.map((t) => t.norm).join(' ') });
    return;
  }
  same.domain ||= entry.domain;
  if (entry.kind === 'title' && same.kind !== 'title') Object.assign(same, { kind: 'title', weight: entry.weight, base: entry.base });
  else if (entry.kind === same.kind) {
    same.weight = Math.max(same.weight, entry.weight);
    same.base ??= entry.base;
  }
}

function cueTable<V>(list: readonly (readonly [string, V])[], field: 'stem' | 'norm'): CueTable<V> {
  const table: CueTable<V> = { byKey: new Map(), firstWords: new Set(), max: 1 };
  for (const [phrase, value] of list) {
    const words = tokenize(phrase).map((t) => t[field]);
    table.byKey.set(words.join(' '), value);
    table.firstWords.add(words[0]!);
    table.max = Math.max(table.max, words.length);
  }
  return table;
}

const compiledCache = new WeakMap<readonly FamilyRef[], Compiled>();

function compile(families: readonly FamilyRef[]): Compiled {
  const cached = compiledCache.get(families);
  if (cached) return cached;
  const root = newNode();
  const known = new Set(families.map((f) => f.slug));
  const names = new Map(families.map((f) => [f.slug, f.name]));
  // The database's own titles and names: evidence for every family, the only one for a new family.
  const dbPhrases = new Set<string>();
  for (const f of families) {
    for (const title of f.titles) {
      addPhrase(root, title, { family: f.slug, weight: T, kind: 'title', base: null, domain: false });
      dbPhrases.add(phraseKey(title));
    }
    if (!LEXICON[f.slug]) {
      addPhrase(root, f.name, { family: f.slug, weight: 2, kind: 'skill', base: null, domain: true });
      dbPhrases.add(phraseKey(f.name));
    }
  }
  for (const [slug, groups] of Object.entries(LEXICON)) {
    // A lexicon family the database does not have is a role outside the catalogue.
    const family = slug === OTHER || known.has(slug) ? slug : OTHER;
    for (const [kind, weight, base, list] of groups) {
      for (const phrase of list.split('|')) {
        if (family === OTHER && dbPhrases.has(phraseKey(phrase))) continue;
        if (family === slug)
          addPhrase(root, phrase, { family, weight, kind: kind === 'domain' ? 'skill' : kind, base, domain: kind === 'domain' });
        else
          addPhrase(root, phrase, {
            family,
            weight: kind === 'title' ? T : weight,
            kind: kind === 'title' ? 'title' : 'skill',
            base: null,
            domain: false,
          });
      }
    }
  }
  const modifiers = cueTable(MODIFIERS, 'stem');
  const scope = cueTable(
    SCOPE_CUES.map(([phrase, level, weight]) => [phrase, [level, weight] as const] as const),
    'norm',
  );
  const compiled = { phrases: root, modifiers, scope, names };
  compiledCache.set(families, compiled);
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Reading a text

interface PhraseHit {
  start: number; // token index
  end: number; // exclusive
  node: Node;
  plural: boolean;
}
interface LevelVote {
  level: number;
  weight: number;
  /** Null: a vote for every family; otherwise for the family of the title it stands next to. */
  family: string | null;
  words: string[];
}
interface Evidence {
  family: string;
  weight: number;
  /** The phrase (its stems): repeats of one phrase are counted together. */
  key: string;
  word: string;
}

/** Greedy longest match of the lexicon, left to right: each token belongs to at most one phrase. */
function findPhrases(tokens: readonly Token[], root: Node): PhraseHit[] {
  const hits: PhraseHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let node: Node | undefined = root;
    let best: { end: number; node: Node } | null = null;
    for (let j = i; j < tokens.length && node; j++) {
      node = node.next.get(tokens[j]!.stem);
      if (node?.entries) best = { end: j + 1, node };
    }
    if (best) {
      const last = tokens[best.end - 1]!;
      hits.push({
        start: i,
        end: best.end,
        node: best.node,
        plural: best.node.last !== '' && last.norm !== best.node.last && last.stem !== last.norm,
      });
      i = best.end;
    } else i++;
  }
  return hits;
}

/** The heading: a "Job title:" line, else the first line when it is short, else the first 8 words. */
function headingOf(text: string, tokens: readonly Token[]): Set<number> {
  const heading = new Set<number>();
  if (tokens.length === 0) return heading;
  for (let i = 0; i + 1 < tokens.length && i < 200; i++) {
    const a = tokens[i]!.norm;
    const labelEnd =
      a === 'job' && ['title', 'role', 'position'].includes(tokens[i + 1]!.norm)
        ? i + 2
        : ['position', 'role', 'designation', 'title'].includes(a)
          ? i + 1
          : -1;
    const startsLine = i === 0 || tokens[i - 1]!.line !== tokens[i]!.line;
    const first = tokens[labelEnd];
    if (labelEnd < 0 || !startsLine || !first || first.line !== tokens[i]!.line) continue;
    if (!/^[\s*_]*[:\-–|]/.test(text.slice(tokens[labelEnd - 1]!.end, first.start))) continue;
    for (let j = labelEnd; j < tokens.length && tokens[j]!.line === first.line && j < labelEnd + 15; j++) heading.add(j);
    return heading;
  }
  const firstLine = tokens[0]!.line;
  let n = 0;
  while (n < tokens.length && tokens[n]!.line === firstLine) n++;
  const limit = n <= 15 ? n : 8;
  for (let j = 0; j < limit; j++) heading.add(j);
  return heading;
}

/** Bounded gaps (never `\s*` twice in a row) keep the scan linear on any input. */
const YEARS = /(\d{1,2})(?:\.\d)?\s{0,2}\+?\s{0,2}(?:(?:-|–|—|to)\s{0,2}(\d{1,2})(?:\.\d)?\s{0,2}\+?\s{0,2})?(?:years?|yrs?|yoe)\b/gi;

/** Standard level for years of experience asked for (the posting's minimum, or a narrow range's middle). */
function levelForYears(years: number): number {
  if (years <= 1) return 1;
  if (years <= 3) return 2;
  if (years <= 7) return 3;
  if (years <= 10) return 4;
  if (years <= 13) return 5;
  if (years <= 17) return 6;
  return 7;
}

/** The first years-of-experience requirement: "5+ years of experience", "Experience: 3-5 yrs". */
function yearsVote(text: string): LevelVote | null {
  for (const m of text.matchAll(YEARS)) {
    const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 50).toLowerCase();
    const low = Number(m[1]);
    const high = m[2] === undefined ? null : Number(m[2]);
    // A range or "5+ years" is experience asked for; a bare "5 years" only next to "experience", "minimum".
    const asked = high !== null || m[0].includes('+') || /\bexp|\bminimum\b|\bat least\b|\bmin\b|\byoe\b/.test(around);
    if (!asked) continue;
    if (high !== null && high < low) continue;
    // A range reads as its middle, but no more than a year above its floor ("3-5 yrs" → 4, "5-9 yrs" → 6).
    const years = high !== null ? Math.floor(Math.min((low + high) / 2, low + 1)) : low;
    if (years > 40) continue;
    return { level: levelForYears(years), weight: 1.5, family: null, words: [m[0].trim()] };
  }
  return null;
}

/** A multiword cue (seniority word, scope phrase) starting at token i, longest first, outside phrases. */
function cueAt<V>(
  tokens: readonly Token[],
  i: number,
  table: CueTable<V>,
  taken: Uint8Array | null,
  field: 'stem' | 'norm',
): { value: V; end: number } | null {
  if (!table.firstWords.has(tokens[i]![field])) return null;
  for (let len = Math.min(table.max, tokens.length - i); len >= 1; len--) {
    let key = '';
    let free = true;
    for (let k = i; k < i + len; k++) {
      if (taken?.[k]) free = false;
      key += k === i ? tokens[k]![field] : ` ${tokens[k]![field]}`;
    }
    const value = free ? table.byKey.get(key) : undefined;
    if (value !== undefined) return { value, end: i + len };
  }
  return null;
}

/** Families that a posting's tools also speak for, at a fraction: a manager of engineers lists their stack. */
const AFFINITY: readonly (readonly [string, string, number])[] = [['engineering-management', 'software-engineering', 0.4]];

/** What the families not named in the heading's title keep of their evidence. */
const HEADING_OTHERS = 0.6;

interface Reading {
  tokens: Token[];
  scores: Map<string, number>;
  evidence: Evidence[];
  votes: LevelVote[];
}

function readText(text: string, compiled: Compiled): Reading {
  const tokens = tokenize(text);
  const heading = headingOf(text, tokens);
  const hits = findPhrases(tokens, compiled.phrases);
  const taken = new Uint8Array(tokens.length);
  for (const h of hits) for (let k = h.start; k < h.end; k++) taken[k] = 1;

  // Seniority words not inside a phrase, by the token they end on / start at.
  const modifierEndingAt = new Map<number, { m: Modifier; start: number }>();
  const modifierStartingAt = new Map<number, { m: Modifier; end: number }>();
  for (let i = 0; i < tokens.length; i++) {
    const cue = cueAt(tokens, i, compiled.modifiers, taken, 'stem');
    if (cue) {
      modifierEndingAt.set(cue.end - 1, { m: cue.value, start: i });
      modifierStartingAt.set(i, { m: cue.value, end: cue.end });
      i = cue.end - 1;
    }
  }
  const codeAt = (i: number): number | null => {
    const t = tokens[i];
    if (!t || taken[i]) return null;
    // A lone "I" is a pronoun unless written as the capital numeral; "3 years" is experience, not a grade.
    if (t.norm === 'i' && text.slice(t.start, t.end) !== 'I') return null;
    const next = tokens[i + 1];
    if (/^\d$/.test(t.norm) && next && (next.norm.startsWith('y') || /^\d/.test(next.norm) || next.norm === 'to')) return null;
    return CODE_LEVELS.get(t.norm) ?? null;
  };
  const wordsOf = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to - 1]!.end);

  const votes: LevelVote[] = [];
  const usedModifier = new Set<number>();
  const usedCode = new Set<number>();
  const evidence: Evidence[] = [];
  const titleFamilies = new Set<string>();
  const headingFamilies = new Set<string>();
  let collaboratorUntil = -1;
  // A heading without a title ("About the job", the company's name): a title the body names stands
  // in for it, the first after "looking for", "as a", "hiring" if any ("Our Engineering Manager
  // leads the team… we are hiring a Backend Engineer"), else the first.
  const isTitle = (h: PhraseHit) => (h.node.entries ?? []).some((e) => e.kind === 'title' && e.weight >= T2);
  const before = (h: PhraseHit, n: number) => tokens.slice(Math.max(0, h.start - n), h.start);
  let standIn: PhraseHit | undefined;
  if (!hits.some((h) => heading.has(h.start) && isTitle(h))) {
    const named = hits.filter((h) => isTitle(h) && !h.plural && !before(h, 4).some((t) => COLLABORATOR_CUES.has(t.norm)));
    standIn = named.find((h) => before(h, 5).some((t) => HIRING_CUES.has(t.norm))) ?? named[0];
  }
  for (const hit of hits) {
    const inHeading = heading.has(hit.start) || hit === standIn;
    const line = tokens[hit.start]!.line;
    // The seniority word just before (across "of", "the"), and a code or leader word just after.
    let pre: { m: Modifier; start: number } | undefined;
    for (let k = hit.start - 1; k >= 0 && k >= hit.start - 3 && tokens[k]!.line === line && !taken[k]; k--) {
      pre = modifierEndingAt.get(k);
      if (pre || !FILLERS.has(tokens[k]!.norm)) break;
    }
    const afterToken = tokens[hit.end];
    const sameLine = afterToken !== undefined && afterToken.line === tokens[hit.end - 1]!.line;
    const post = sameLine && !taken[hit.end] ? TRAILING_LEADERS.get(afterToken.norm) : undefined;
    let codeIndex = sameLine ? hit.end : -1;
    if (sameLine && ['sde', 'level', 'grade'].includes(afterToken.norm) && tokens[hit.end + 1]?.line === afterToken.line)
      codeIndex = hit.end + 1;
    const code = codeIndex >= 0 ? codeAt(codeIndex) : null;
    // Someone the hire works with: after "with", "report to", "mentor", or listed along with such a mention.
    const contextStart = pre ? pre.start : hit.start;
    let collaborator = contextStart <= collaboratorUntil + 2 && collaboratorUntil >= 0;
    for (let k = Math.max(0, contextStart - 3); k < contextStart; k++) if (COLLABORATOR_CUES.has(tokens[k]!.norm)) collaborator = true;
    if (collaborator && !inHeading) collaboratorUntil = hit.end - 1;

    let all = hit.node.entries ?? [];
    if (all.length > 1) {
      // Families share a phrase only up to a plural: the one spelt as in the text wins.
      const form = tokens
        .slice(hit.start, hit.end)
        .map((t) => t.norm)
        .join(' ');
      const exact = all.filter((e) => e.form === form);
      if (exact.length > 0) all = exact;
    }
    const leaderLevel = pre?.m.leader ? pre.m.level : post;
    const led = leaderLevel !== undefined && !hit.plural && all.some((e) => e.domain);
    const entries: Entry[] = led ? all.filter((e) => e.domain).map((e) => ({ ...e, kind: 'title', weight: T, base: leaderLevel })) : all;
    let factor = inHeading ? 2 : 1;
    if (hit.plural) factor *= 0.5;
    // A CFO or VP named in the body is mostly someone the hire reports to.
    if (!inHeading && entries.some((e) => (e.base ?? 0) >= 7)) factor *= 0.5;
    if (collaborator && !inHeading) factor *= 0.25;
    const titled = entries.some((e) => e.kind === 'title');
    const from = pre && titled ? pre.start : hit.start;
    const ledFromBehind = led && !pre?.m.leader;
    const to = ledFromBehind ? hit.end + 1 : code !== null && titled ? codeIndex + 1 : hit.end;
    const word = wordsOf(from, to);
    for (const e of entries) {
      if (e.weight <= 0) continue;
      evidence.push({ family: e.family, weight: e.weight * factor, key: hit.node.key, word });
      if (e.kind !== 'title') continue;
      if (factor >= 1) titleFamilies.add(e.family);
      if (inHeading && e.weight >= T2) headingFamilies.add(e.family);
      // What this title says about the level, for its own family.
      let level: number | null = null;
      if (pre && !led) level = e.base !== null ? clampLevel(e.base + pre.m.relative) : pre.m.level;
      else if (e.base !== null) level = e.base;
      if (code !== null && e.base === null) level = Math.max(code, level ?? 0);
      if (!led && post !== undefined && post <= 1) level = post;
      // Colleagues ("work with product managers") and plurals ("lead engineers") are not the hire.
      if (level !== null && (inHeading || (!collaborator && !hit.plural)))
        votes.push({ level, weight: 3 * Math.min(1, factor), family: e.family, words: [word] });
    }
    if (pre && titled) usedModifier.add(pre.start);
    if (ledFromBehind) usedModifier.add(hit.end);
    if (code !== null && titled) usedCode.add(codeIndex);
  }
  // The heading's other seniority words and grade codes ("Data Scientist – Senior", "L5").
  for (const i of heading) {
    const start = modifierStartingAt.get(i);
    if (start && !usedModifier.has(i)) votes.push({ level: start.m.level, weight: 2.5, family: null, words: [wordsOf(i, start.end)] });
    if (!usedCode.has(i) && /^(ii|iii|iv|l\d+|e\d)$/.test(tokens[i]!.norm)) {
      const code = codeAt(i);
      if (code !== null) votes.push({ level: code, weight: 2, family: null, words: [wordsOf(i, i + 1)] });
    }
  }
  const years = yearsVote(text);
  if (years) votes.push(years);
  for (let i = 0; i < tokens.length; i++) {
    const cue = cueAt(tokens, i, compiled.scope, null, 'norm');
    if (cue) {
      votes.push({ level: cue.value[0], weight: cue.value[1], family: null, words: [wordsOf(i, cue.end)] });
      i = cue.end - 1;
    }
  }

  // A phrase counts in full once, then ½ and ¼ for repeats: saying "Python" ten times is not ten skills.
  type Repeats = { family: string; key: string; word: string; top: [number, number, number] };
  const byPhrase = new Map<string, Repeats[]>();
  for (const e of evidence) {
    let list = byPhrase.get(e.key);
    if (!list) byPhrase.set(e.key, (list = []));
    let seen = list.find((r) => r.family === e.family);
    if (!seen) list.push((seen = { family: e.family, key: e.key, word: e.word, top: [0, 0, 0] }));
    const top = seen.top;
    if (e.weight > top[0]) {
      seen.word = e.word;
      seen.top = [e.weight, top[0], top[1]];
    } else if (e.weight > top[1]) seen.top = [top[0], e.weight, top[1]];
    else if (e.weight > top[2]) top[2] = e.weight;
  }
  const scores = new Map<string, number>();
  const merged: Evidence[] = [];
  for (const list of byPhrase.values())
    for (const { family, key, word, top } of list) {
      const total = top[0] + 0.5 * top[1] + 0.25 * top[2];
      scores.set(family, (scores.get(family) ?? 0) + total);
      merged.push({ family, weight: total, key, word });
    }
  // The heading's title decides; other families' words in the body mostly describe the employer.
  if (headingFamilies.size > 0)
    for (const [family, score] of scores) if (!headingFamilies.has(family) && family !== OTHER) scores.set(family, score * HEADING_OTHERS);
  for (const [family, source, share] of AFFINITY) {
    if (!scores.has(family) || !titleFamilies.has(family)) continue;
    const borrowed = merged.filter((e) => e.family === source && e.weight < T).reduce((a, e) => a + e.weight, 0);
    scores.set(family, (scores.get(family) ?? 0) + share * borrowed);
  }
  return { tokens, scores, evidence: merged, votes };
}

const clampLevel = (l: number) => Math.max(1, Math.min(8, l));

/** Without any cue a posting is most likely Mid, but not much more likely than Entry or Senior. */
const LEVEL_PRIOR = [0, 0.25, 0.4, 0.25, 0.1, 0, 0, 0, 0];

/**
 * P(level | family) from the votes: each vote counts in full at its level and a quarter next to it.
 * When a title of the family states its level, years and scope count half: a director asks for more
 * years than an engineer at the same level.
 */
function levelDistribution(votes: readonly LevelVote[], family: string): { p: number[]; words: string[][] } {
  const mass = [...LEVEL_PRIOR];
  const words: string[][] = Array.from({ length: 9 }, () => []);
  const titled = votes.some((v) => v.family === family && v.weight >= 2);
  for (const v of votes) {
    if (v.family !== null && v.family !== family) continue;
    const weight = titled && v.family === null ? v.weight / 2 : v.weight;
    mass[v.level] = (mass[v.level] ?? 0) + weight;
    if (v.level > 1) mass[v.level - 1] = (mass[v.level - 1] ?? 0) + weight / 4;
    if (v.level < 8) mass[v.level + 1] = (mass[v.level + 1] ?? 0) + weight / 4;
    words[v.level]!.push(...v.words);
  }
  const total = mass.reduce((a, b) => a + b, 0);
  return { p: mass.map((m) => m / total), words };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
/** Code-unit order: the same on every machine, unlike localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function uniqueWords(list: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of list) {
    const key = w.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
    if (out.length === max) break;
  }
  return out;
}

/** Match a job description to the three likeliest (family, standard level) pairs; see the module doc. */
export function matchJobDescription(text: string, families: readonly FamilyRef[]): JdResult {
  const compiled = compile(families);
  const reading = readText(text.slice(0, 20_000), compiled);
  const other = reading.scores.get(OTHER) ?? 0;
  const ranked = [...reading.scores.entries()].filter(([f, s]) => f !== OTHER && s > 0).sort((a, b) => b[1] - a[1] || byText(a[0], b[0]));
  const total = ranked.reduce((a, [, s]) => a + s, 0) + other + UNKNOWN_MASS;

  const pairs: JdCandidate[] = [];
  for (const [family, score] of ranked.slice(0, 3)) {
    const share = score / total;
    const { p, words: levelWords } = levelDistribution(reading.votes, family);
    const familyWords = reading.evidence
      .filter((e) => e.family === family)
      .sort((a, b) => b.weight - a.weight || byText(a.word, b.word))
      .map((e) => e.word);
    for (let level = 1; level <= 8; level++) {
      const ps = p[level] ?? 0;
      if (ps <= 0) continue;
      const lw = levelWords[level] ?? [];
      pairs.push({ family, level, score: round3(share * ps), words: uniqueWords([...familyWords.slice(0, 5), ...lw.slice(0, 3)], 8) });
    }
  }
  pairs.sort((a, b) => b.score - a.score || byText(a.family, b.family) || a.level - b.level);
  const candidates = pairs.slice(0, 3);

  const best = ranked[0];
  const second = ranked[1];
  const nameOf = (slug: string) => compiled.names.get(slug) ?? slug;
  let reason: string | null = null;
  if (other > 0 && other > (best?.[1] ?? 0)) {
    const word = reading.evidence.filter((e) => e.family === OTHER).sort((a, b) => b.weight - a.weight)[0]?.word;
    reason = `The text reads like a role outside the catalogue${word ? ` ("${word}")` : ''}.`;
  } else if (!best) reason = 'No job title, skill or duty of a catalogue family appears in the text.';
  else if (best[1] < MIN_EVIDENCE) reason = 'Too little to go on: no clear job title and only a few skills.';
  else if (second && second[1] >= CLOSE_RATIO * best[1]) reason = `${nameOf(best[0])} and ${nameOf(second[0])} fit almost equally well.`;
  else if ((candidates[0]?.score ?? 0) < JD_THRESHOLD)
    reason = `The best fit scores ${(candidates[0]?.score ?? 0).toFixed(2)}, under the threshold of ${JD_THRESHOLD.toFixed(2)}.`;
  return { status: reason === null ? 'matched' : 'needs-review', candidates, reason };
}

/** Precision and abstention over a labelled set (labels of null mean "should not be answered"). */
export function evaluateJdMatcher(
  set: readonly { text: string; family: string | null; level: number | null }[],
  families: readonly FamilyRef[],
): JdEvaluation {
  let answered = 0;
  let familyLabelled = 0;
  let familyRight = 0;
  let levelLabelled = 0;
  let pairRight = 0;
  let withinOne = 0;
  let nulls = 0;
  let nullsAbstained = 0;
  for (const entry of set) {
    const result = matchJobDescription(entry.text, families);
    const top = result.status === 'matched' ? result.candidates[0] : undefined;
    if (entry.family === null) {
      nulls++;
      if (!top) nullsAbstained++;
    }
    if (!top) continue;
    answered++;
    if (entry.family === null) continue;
    familyLabelled++;
    if (top.family === entry.family) familyRight++;
    if (entry.level === null) continue;
    levelLabelled++;
    if (top.family === entry.family && top.level === entry.level) pairRight++;
    if (top.family === entry.family && Math.abs(top.level - entry.level) <= 1) withinOne++;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : round3(a / b));
  return {
    total: set.length,
    answered,
    abstained: set.length - answered,
    abstentionRate: ratio(set.length - answered, set.length),
    precisionFamily: ratio(familyRight, familyLabelled),
    precisionFamilyLevel: ratio(pairRight, levelLabelled),
    levelWithinOne: ratio(withinOne, levelLabelled),
    nullsAbstained,
    nulls,
  };
}

/** The product's ten families as the demo catalogue has them (tests and the bench). */
export const DEFAULT_FAMILIES: readonly FamilyRef[] = [
  {
    slug: 'software-engineering',
    name: 'Software Engineering',
    titles: [
      'Software Engineer',
      'Frontend Engineer',
      'Backend Engineer',
      'Full Stack Engineer',
      'Mobile Engineer',
      'DevOps Engineer',
      'Site Reliability Engineer',
      'Security Engineer',
      'QA Engineer',
      'Solutions Architect',
    ],
  },
  { slug: 'engineering-management', name: 'Engineering Management', titles: ['Engineering Manager', 'Director of Engineering'] },
  { slug: 'data-and-ai', name: 'Data and AI', titles: ['Data Scientist', 'Data Analyst', 'Data Engineer', 'Machine Learning Engineer'] },
  { slug: 'product', name: 'Product', titles: ['Product Manager', 'Technical Program Manager', 'Program Manager'] },
  { slug: 'design', name: 'Design', titles: ['Product Designer', 'UX Researcher'] },
  {
    slug: 'sales-and-marketing',
    name: 'Sales and Marketing',
    titles: ['Account Executive', 'Sales Engineer', 'Marketing Manager', 'Customer Success Manager'],
  },
  {
    slug: 'business-and-consulting',
    name: 'Business and Consulting',
    titles: ['Business Analyst', 'Management Consultant', 'Operations Manager'],
  },
  { slug: 'finance', name: 'Finance', titles: ['Financial Analyst', 'Investment Banking Analyst', 'Chartered Accountant'] },
  { slug: 'people', name: 'People', titles: ['HR Business Partner', 'Recruiter'] },
  { slug: 'healthcare', name: 'Healthcare', titles: ['Registered Nurse', 'Physician', 'Physical Therapist', 'Pharmacist'] },
];
