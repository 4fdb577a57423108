/**
 * The job-description matcher's development set: postings written to look like real ones (Indian
 * and US boards, full texts and title-plus-a-few-lines), labelled by hand. The matcher's lexicon and
 * threshold were tuned on these; the held-out set (jd-labelled.data.ts) measures it honestly.
 * Entries with ids starting "late-" were written after the matcher and added whatever it answered.
 * family null: the posting should not be answered (off-catalogue, vague, gibberish).
 */
export const JD_DEV: readonly { id: string; text: string; family: string | null; level: number | null; note?: string }[] = [
  {
    id: 'swe-us-senior',
    text: `Senior Software Engineer, Payments Platform
About the role
You will design, build and operate the services that move money for millions of customers. You will work closely with product managers and designers, review code and mentor junior engineers.
What you'll need
- 5+ years of experience building distributed systems in Java, Go or Python
- Experience with Kubernetes, Kafka and PostgreSQL on AWS
- Strong grasp of system design, testing and observability
Benefits: medical, dental and vision insurance, 401(k) match.`,
    family: 'software-engineering',
    level: 3,
  },
  {
    id: 'swe-in-sde2',
    text: `SDE-2 (Backend) | Bengaluru | CTC 25-35 LPA
We are hiring an SDE 2 to own microservices for our order management platform.
Requirements: B.Tech/B.E. in Computer Science, 3-5 years of experience in Java, Spring Boot, REST APIs, MySQL, Redis. Good knowledge of data structures and algorithms.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'swe-in-fresher',
    text: `Graduate Engineer Trainee - Software Development
Freshers from 2025 batch (B.Tech / B.E. / MCA) are welcome. You will be trained on Java, SQL and web development and then join a project team as a developer. CTC: 4.5 LPA.`,
    family: 'software-engineering',
    level: 1,
  },
  {
    id: 'swe-staff-frontend',
    text: `Staff Frontend Engineer
You'll set technical direction for our web platform across multiple teams, lead architecture for React and TypeScript applications, and raise the bar on performance and accessibility. 8+ years of experience building large web apps.`,
    family: 'software-engineering',
    level: 4,
  },
  {
    id: 'swe-product-engineer',
    text: `Product Engineer
Join a small team shipping features end to end: you'll talk to customers, write the TypeScript and React on the frontend and Node.js services on the backend, and deploy with GitHub Actions. 2+ years of experience as a full stack developer.`,
    family: 'software-engineering',
    level: 2,
    note: 'misleading title: product engineer is software engineering',
  },
  {
    id: 'swe-sre-title-only',
    text: `Site Reliability Engineer II
On-call rotation, Kubernetes, Terraform, Prometheus and Grafana; incident response and capacity planning.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'swe-principal',
    text: `Principal Software Engineer - Cloud Infrastructure
Define the long-term architecture of our cloud platform, set the technical strategy across the organization and mentor staff engineers. 12+ years of experience with distributed systems, Go, and AWS.`,
    family: 'software-engineering',
    level: 6,
  },
  {
    id: 'swe-qa',
    text: `QA Automation Engineer (Selenium, Java) - Pune
Experience: 2-4 yrs. Write and maintain automated test suites with Selenium WebDriver, TestNG and Jenkins; API testing with Postman and RestAssured.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'swe-solutions-architect',
    text: `Solutions Architect - AWS
Design cloud architectures for enterprise workloads, lead migrations to AWS, write infrastructure as code with Terraform and review designs for security and cost. 7+ years of experience in software development and cloud.`,
    family: 'software-engineering',
    level: 4,
  },
  {
    id: 'em-us',
    text: `Engineering Manager, Growth
You will lead a team of 7 software engineers, run 1:1s and performance reviews, hire, and partner with product to deliver the roadmap. You have been a software engineer yourself (Python, React) and have 2+ years of people management experience.`,
    family: 'engineering-management',
    level: 4,
  },
  {
    id: 'em-director',
    text: `Director of Engineering - Marketplace
Lead 5 engineering teams and their engineering managers (35 engineers), own org-wide delivery and the engineering culture, and report to the VP of Engineering. 12+ years in software engineering, 5+ years managing managers.`,
    family: 'engineering-management',
    level: 6,
  },
  {
    id: 'em-senior-in',
    text: `Senior Engineering Manager | Hyderabad
Manage managers and tech leads across two product lines; drive hiring and career development for 25+ engineers. Experience: 12-16 years.`,
    family: 'engineering-management',
    level: 5,
  },
  {
    id: 'data-scientist',
    text: `Data Scientist
Build machine learning models for pricing and demand forecasting. Python, pandas, scikit-learn, SQL; A/B testing and causal inference. 3+ years of experience in a data science role.`,
    family: 'data-and-ai',
    level: 2,
  },
  {
    id: 'data-engineer-senior',
    text: `Sr. Data Engineer
Own our data platform: batch and streaming data pipelines with Spark, Airflow and Kafka, a Snowflake data warehouse and dbt models. 6+ years of experience.`,
    family: 'data-and-ai',
    level: 3,
  },
  {
    id: 'data-analyst-in',
    text: `Data Analyst - Gurgaon (0-2 years)
Create dashboards in Power BI and Tableau, write SQL queries and share insights with business teams. Freshers with strong Excel and SQL can apply.`,
    family: 'data-and-ai',
    level: 1,
  },
  {
    id: 'mle-lead',
    text: `Lead Machine Learning Engineer
Lead the design and deployment of LLM-based features: retrieval (RAG), fine-tuning, evaluation and MLOps on PyTorch. 8+ years of experience in ML.`,
    family: 'data-and-ai',
    level: 4,
  },
  {
    id: 'pm-senior',
    text: `Senior Product Manager - Checkout
Own the product roadmap for checkout, write PRDs, prioritise the backlog with engineering and design, and run discovery with customers. 5+ years of product management experience.`,
    family: 'product',
    level: 3,
  },
  {
    id: 'pm-apm',
    text: `Associate Product Manager (APM) – 2025 graduates
Work with senior PMs on user stories, backlog grooming and product launches. B.Tech/MBA freshers welcome.`,
    family: 'product',
    level: 1,
  },
  {
    id: 'tpm',
    text: `Technical Program Manager
Drive cross-team programs for our infrastructure migration: milestones, dependencies, risks and status reporting to leadership. 4+ years of program management experience with engineering teams.`,
    family: 'product',
    level: 3,
  },
  {
    id: 'design-product',
    text: `Product Designer
Design end-to-end experiences in Figma, from user flows and wireframes to high-fidelity prototypes; contribute to our design system and run usability testing. Portfolio required. 3+ years of experience.`,
    family: 'design',
    level: 2,
  },
  {
    id: 'design-ux-research-lead',
    text: `Lead UX Researcher
Plan and run qualitative research (user interviews, diary studies, usability studies), synthesise findings and guide product strategy. 7+ years of experience.`,
    family: 'design',
    level: 4,
  },
  {
    id: 'sales-ae',
    text: `Account Executive, Mid-Market
Own a quota, run the full sales cycle from prospecting to close, manage pipeline in Salesforce and give product demos. 2+ years of B2B SaaS sales experience.`,
    family: 'sales-and-marketing',
    level: 2,
  },
  {
    id: 'sales-solutions-consultant',
    text: `Solutions Consultant
Partner with account executives to run technical discovery, tailored demos and proofs of concept for enterprise prospects; answer RFPs. 5+ years of experience in pre-sales.`,
    family: 'sales-and-marketing',
    level: 3,
    note: 'misleading title: solutions consultant is sales',
  },
  {
    id: 'marketing-head',
    text: `Head of Marketing
Own brand, performance marketing and content; build the marketing team; manage budgets for Google Ads and Meta Ads campaigns. 12+ years of experience.`,
    family: 'sales-and-marketing',
    level: 6,
  },
  {
    id: 'csm-in',
    text: `Customer Success Manager - SaaS | Chennai
Onboard enterprise customers, drive adoption and renewals, run QBRs, reduce churn. 3-6 years of experience.`,
    family: 'sales-and-marketing',
    level: 3,
  },
  {
    id: 'ba',
    text: `Business Analyst
Requirements gathering with stakeholders, BRDs and process mapping, support UAT. 2+ years of experience in a business analyst role.`,
    family: 'business-and-consulting',
    level: 2,
  },
  {
    id: 'consultant-associate',
    text: `Associate Consultant – Strategy practice
Work on client engagements at a top consulting firm: market sizing, due diligence, hypothesis-driven problem solving and storyboarding. MBA from a tier-1 school, 0-2 years of experience.`,
    family: 'business-and-consulting',
    level: 1,
  },
  {
    id: 'ops-manager',
    text: `Operations Manager - Last Mile
Run day-to-day operations for 12 hubs, track operational metrics, improve processes with lean methods and manage vendors. 6+ years of experience.`,
    family: 'business-and-consulting',
    level: 3,
  },
  {
    id: 'fin-analyst',
    text: `Financial Analyst (FP&A)
Build financial models, budgets and forecasts, variance analysis and month-end reporting for the CFO. 2-3 years of experience; CFA Level 1 a plus.`,
    family: 'finance',
    level: 2,
  },
  {
    id: 'fin-ca',
    text: `Chartered Accountant - Statutory Audit
Qualified CA with 1-2 years post-qualification experience in statutory audit, Ind AS, GST and TDS compliance. Tally and SAP FICO.`,
    family: 'finance',
    level: 1,
  },
  {
    id: 'fin-ib-associate',
    text: `Investment Banking Associate – M&A
Lead execution of M&A transactions: DCF and LBO valuation, pitch books and due diligence; supervise analysts. 4+ years of investment banking experience.`,
    family: 'finance',
    level: 3,
  },
  {
    id: 'people-hrbp',
    text: `Senior HR Business Partner
Partner with business leaders on workforce planning, performance management, employee relations and engagement. 8+ years of HR experience.`,
    family: 'people',
    level: 3,
  },
  {
    id: 'people-recruiter',
    text: `Technical Recruiter
Own full-cycle recruiting for engineering roles: sourcing on LinkedIn Recruiter, screening candidates, coordinating interviews with hiring managers and closing offers. 2+ years of experience.`,
    family: 'people',
    level: 2,
  },
  {
    id: 'health-rn',
    text: `Registered Nurse - ICU (Night Shift)
Provide patient care in a 24-bed ICU: medication administration, vital signs monitoring, care plans. Active RN license, BLS and ACLS required. 1+ year of ICU experience.`,
    family: 'healthcare',
    level: 1,
  },
  {
    id: 'health-pt',
    text: `Physical Therapist – Outpatient Orthopedics
Evaluate patients, design plans of care, manual therapy and therapeutic exercise. DPT and state license required; new graduates welcome.`,
    family: 'healthcare',
    level: 1,
  },
  {
    id: 'health-pharmacist',
    text: `Clinical Pharmacist
Review prescriptions and drug interactions, counsel patients and support physicians on dosage. PharmD and licensure required. 3+ years of hospital pharmacy experience.`,
    family: 'healthcare',
    level: 2,
  },
  {
    id: 'title-only-senior-ds',
    text: 'Senior Data Scientist',
    family: 'data-and-ai',
    level: 3,
    note: 'a bare title is enough when it is a catalogue title',
  },
  {
    id: 'sales-engineer-security',
    text: `Sales Engineer – Cybersecurity SaaS
Run technical demos of our security platform, answer security questionnaires and RFPs, and support account executives through the sales cycle. 4+ years in pre-sales or as a security engineer.`,
    family: 'sales-and-marketing',
    level: 3,
    note: 'misleading: engineer and security words, but the job is sales',
  },
  {
    id: 'devops-in',
    text: `DevOps Engineer | 4-7 Yrs | Noida
CI/CD with Jenkins, Docker, Kubernetes, AWS and Terraform; Linux shell scripting; monitoring with Prometheus.`,
    family: 'software-engineering',
    level: 3,
  },
  {
    id: 'vp-sales',
    text: `VP, Sales – India
Build and lead a 40-person enterprise sales team, own the revenue number and the sales forecast, and hire regional sales managers. 15+ years of B2B sales experience.`,
    family: 'sales-and-marketing',
    level: 7,
  },
  {
    id: 'nurse-manager',
    text: `Nurse Manager – Med/Surg
Lead a unit of 40 RNs and CNAs: staffing and scheduling, patient safety and quality metrics. BSN required, MSN preferred; 5+ years of nursing experience including 2 years in leadership.`,
    family: 'healthcare',
    level: 4,
  },
  {
    id: 'hr-executive-in',
    text: `HR Executive | 1-3 years | Mumbai
Onboarding, payroll coordination, attendance, employee engagement activities and HR policies.`,
    family: 'people',
    level: 2,
  },
  {
    id: 'null-mechanical',
    text: `Mechanical Engineer - HVAC design
Design HVAC systems for commercial buildings in SolidWorks and AutoCAD; site visits. 2-4 yrs.`,
    family: null,
    level: null,
    note: 'off-catalogue engineer',
  },
  {
    id: 'null-voice-process',
    text: `Customer Support Executive (Voice Process) - Night shift, Noida
Handle inbound calls and resolve customer queries. Any graduate, freshers welcome.`,
    family: null,
    level: null,
    note: 'off-catalogue: support, not customer success',
  },
  {
    id: 'null-bare-word',
    text: 'Engineer',
    family: null,
    level: null,
    note: 'too little to go on',
  },
  {
    id: 'null-vague-manager',
    text: `Manager
We need a manager to handle things for our growing team. Good communication skills.`,
    family: null,
    level: null,
    note: 'vague',
  },
  {
    id: 'late-swe-android-in',
    text: `Android Developer (Kotlin) - Swiggy
Location: Bengaluru | Experience: 1-3 years
Build features for our food delivery app used by millions. Kotlin, Jetpack Compose, MVVM, Retrofit, Room. Strong DSA. B.Tech preferred.`,
    family: 'software-engineering',
    level: 2,
    note: 'written after the matcher: food and delivery words belong to the employer',
  },
  {
    id: 'late-data-analytics-manager',
    text: `Manager, Analytics
Lead a team of 6 analysts; own the KPI dashboards and experimentation program for the consumer business; partner with product and marketing leaders. SQL, Python, Looker. 8+ years of experience in analytics.`,
    family: 'data-and-ai',
    level: 4,
    note: 'written after the matcher',
  },
  {
    id: 'late-pm-principal',
    text: `Principal Product Manager, Identity
Set the multi-year product strategy for identity and access across our platform; influence without authority across multiple teams; write PRDs and drive launches. 10+ years of product management experience.`,
    family: 'product',
    level: 6,
    note: 'written after the matcher',
  },
  {
    id: 'late-sales-bdr-us',
    text: `Sales Development Representative
Entry-level role: prospect into mid-market accounts via cold calling and email sequences, book meetings for Account Executives, and log everything in HubSpot. No experience required; we train you.`,
    family: 'sales-and-marketing',
    level: 1,
    note: 'written after the matcher',
  },
  {
    id: 'late-finance-controller',
    text: `Financial Controller – Manufacturing
Own the month-end close, statutory audit, IFRS reporting and cash flow forecasting for a $200M business; manage a team of 6 accountants. CPA/CA with 12+ years of experience.`,
    family: 'finance',
    level: 5,
    note: 'written after the matcher',
  },
  {
    id: 'late-people-hrbp-in',
    text: `HRBP - Tech | Gurugram
Partner with engineering leaders on performance management, employee relations, engagement surveys and attrition analysis. 4-6 years of HR experience; MBA HR preferred.`,
    family: 'people',
    level: 3,
    note: 'written after the matcher',
  },
  {
    id: 'late-health-physician-us',
    text: `Hospitalist Physician – Nights
Provide inpatient care for adult patients in a 300-bed hospital; 7 on / 7 off schedule. Board certified or board eligible in Internal Medicine; active state license and DEA.`,
    family: 'healthcare',
    level: 3,
    note: 'written after the matcher; no years, the label is my judgement',
  },
  {
    id: 'late-design-ux-writer',
    text: `UX Writer
Write clear product copy for onboarding and payments flows; build our content style guide with product designers; test copy in usability studies.`,
    family: 'design',
    level: 2,
    note: 'written after the matcher',
  },
  {
    id: 'late-null-hr-assistant-vague',
    text: `Opening for Executive
Good communication skills required. Salary as per industry standards. Immediate joiners.`,
    family: null,
    level: null,
    note: 'written after the matcher: vague',
  },
  {
    id: 'late-null-ca-firm-receptionist',
    text: `Receptionist - CA firm, Andheri
Answer calls, greet clients, manage the front desk and courier. Graduate with good English.`,
    family: null,
    level: null,
    note: 'written after the matcher: off-catalogue at a finance employer',
  },
  {
    id: 'null-civil',
    text: `Civil Engineer (Site)
Supervise construction at residential project sites, prepare BOQs, check drawings in AutoCAD and coordinate with contractors. B.E. Civil, 3-5 years of experience.`,
    family: null,
    level: null,
    note: 'off-catalogue',
  },
  {
    id: 'null-vague',
    text: `We are a fast-growing company looking for passionate people to join our dynamic team! Great culture, flexible hours and awesome perks. Apply now.`,
    family: null,
    level: null,
    note: 'vague',
  },
  {
    id: 'null-gibberish',
    text: 'asdf qwerty lorem zxcv 12345 blorp',
    family: null,
    level: null,
    note: 'gibberish',
  },
  {
    id: 'null-chef',
    text: `Head Chef - Fine dining restaurant in Mumbai
Plan menus, run the kitchen, manage food costs and train the kitchen staff. 8+ years of experience in hotels.`,
    family: null,
    level: null,
    note: 'off-catalogue; "Head" must not make it a leader of anything',
  },
  {
    id: 'null-teacher',
    text: `Mathematics Teacher (CBSE)
Prepare lesson plans, teach classes 9-10, assess students and meet parents. B.Ed required.`,
    family: null,
    level: null,
    note: 'off-catalogue',
  },
  {
    id: 'null-data-entry',
    text: `Data Entry Operator - Work from home
Typing speed of 30 wpm, basic MS Excel, data entry into our portal. 10th/12th pass can apply.`,
    family: null,
    level: null,
    note: 'off-catalogue despite "data"',
  },
];
