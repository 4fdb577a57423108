/**
 * A hand-labelled evaluation set for matching a job description to a job family and a standard
 * level (1 Entry … 8 Distinguished, STANDARD_LEVELS in the contract). It was written without sight of
 * the matcher, as a realistic sample of what employers paste: full postings, two-line ones, Indian and
 * US conventions, recruiter-speak, typos, and titles that mislead. Labels are what a compensation
 * analyst would choose: scope and years decide the level where they disagree with the title; managers
 * map by scope (one team ≈ 4, senior manager ≈ 5, director ≈ 6, senior director / VP ≈ 7).
 *
 * `family: null, level: null` marks a text an analyst would send back for review (too vague, outside
 * every family, or two roles at once). `level: null` alone marks a text whose family is clear but
 * whose level cannot be told (one posting for every level). `note` gives the reason for any label
 * that is not obvious from the text. Fictional companies throughout; ids are stable.
 */
export interface LabelledJd {
  id: string;
  text: string;
  family: string | null;
  level: number | null;
  note?: string;
}

export const JD_LABELLED: readonly LabelledJd[] = [
  // ---- software-engineering -------------------------------------------------------------------
  {
    id: 'jd-001',
    text: `Software Engineer I (Backend) - Tessellate Pay - Austin, TX (Hybrid)

About the role
Join our Ledger team and help build the services that move money for 40,000 small businesses. You will ship production code in your first month with support from a dedicated mentor.

What you'll do
- Build and maintain Go services and REST APIs
- Write unit and integration tests; take part in code review
- Join the on-call rotation after onboarding

What we're looking for
- BS in Computer Science or equivalent practical experience
- 0-2 years of professional experience (internships count)
- Comfortable in at least one of Go, Java, Python

Benefits: medical, dental, vision, 401(k) with 4% match, 20 days PTO. We are unable to sponsor visas for this role.
Tessellate Pay is an equal opportunity employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.`,
    family: 'software-engineering',
    level: 1,
  },
  {
    id: 'jd-002',
    text: `SDE-2 Backend | Bengaluru (Koramangala) | 3-6 yrs | CTC upto 32 LPA | Immediate joiners preferred

Must have: Java 11+, Spring Boot, microservices, Kafka, MySQL/Postgres. Good DSA and LLD skills.
Responsibilities: design and own services end to end, handle 50k RPS, participate in design reviews, mentor SDE-1s.
Education: B.Tech/B.E/MCA from a reputed institute.
Notice period: max 30 days. Share CV with current CTC, expected CTC and notice period.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'jd-003',
    text: `Product Engineer - Quillstack (Pune, hybrid)

We don't separate "frontend" and "backend" here: product engineers take a feature from a customer call to production. Our stack is React + TypeScript on the front and Node/NestJS with Postgres behind it.

You will:
- Build features across the stack and own them after launch
- Talk to customers with our PMs and designers and push back when a spec doesn't make sense
- Write tests, review PRs, improve our CI

You have 2-4 years building web apps professionally, a good feel for UX, and you can read a SQL query plan. Startup experience a plus. CTC 18-26 LPA + ESOPs.`,
    family: 'software-engineering',
    level: 2,
    note: 'Title says "Product", the work is full-stack engineering; 2-4 years is Mid.',
  },
  {
    id: 'jd-004',
    text: `Sr. Frontend Dev (React/TS) - remote US
6+ yrs building large SPAs. You'll own our design system and component library and lead perf work (Core Web Vitals). Must be authorized to work in the US.`,
    family: 'software-engineering',
    level: 3,
  },
  {
    id: 'jd-005',
    text: `Staff Software Engineer, Payments Platform

Nimbal Systems is looking for a Staff Engineer to set the technical direction of our payments platform, which three product teams build on.

Responsibilities
- Own the architecture of authorization, capture and settlement services; write the design docs others build from
- Lead cross-team initiatives such as our migration to an event-sourced ledger
- Mentor senior engineers and raise the bar for code and design review
- Partner with engineering managers and product on the roadmap

Requirements
- 10+ years of software engineering experience, including distributed systems at scale
- Track record of leading multi-team technical projects without formal authority
- Deep knowledge of at least one of Java, Kotlin, Go

Nice to have: PCI-DSS, card network integrations.
Salary range $215,000-$260,000 + equity. Nimbal is an equal opportunity employer.`,
    family: 'software-engineering',
    level: 4,
  },
  {
    id: 'jd-006',
    text: `Principal Engineer - Core Infrastructure

As a Principal Engineer you will be one of a handful of technical leaders accountable for the reliability, cost and evolution of infrastructure used by our entire engineering organization (~900 engineers). You will define multi-year strategy for compute, storage and networking, arbitrate architecture decisions across orgs, and represent engineering to the executive team.

We expect 15+ years of experience, a history of org-wide technical impact, and the ability to influence VPs and directors as well as senior ICs. Experience running hyperscale systems is strongly preferred.`,
    family: 'software-engineering',
    level: 6,
  },
  {
    id: 'jd-007',
    text: `Distinguished Engineer

We are seeking a Distinguished Engineer to shape the company-wide technical strategy across all of our product lines. You will be a recognized authority inside and outside the company: publishing, speaking, and representing us in standards bodies. You will report to the CTO and partner with the executive team on bets that take years to pay off.

Qualifications: 20+ years of industry experience; sustained, industry-recognized contributions (e.g. widely used open-source systems, foundational patents or papers); experience setting technical direction for thousands of engineers.`,
    family: 'software-engineering',
    level: 8,
  },
  {
    id: 'jd-008',
    text: `Site Reliability Engineer II

What you'll do: keep our Kubernetes fleet (40+ clusters) healthy, define SLOs with service owners, automate toil away with Terraform and Go, and take your turn on a follow-the-sun on-call rotation.

What you bring: 3+ years in SRE, DevOps or backend roles; Linux internals; Prometheus/Grafana; incident response experience. CKA is a bonus.

Pay range: $140k-$170k base, bonus and RSUs. Visa sponsorship available.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'jd-009',
    text: `DevOps Engineer - FRESHERS (2025/2026 pass outs) - Hyderabad - 4.5 LPA

Eligibility: B.Tech / B.E / MCA with 60% throughout, no active backlogs.
Skills: basics of Linux, shell scripting, Git, any cloud (AWS/Azure). Knowledge of Docker/Jenkins is an added advantage.
3 months paid training, then deployment on client projects. Service agreement of 18 months. Candidates must be willing to work in rotational shifts.`,
    family: 'software-engineering',
    level: 1,
  },
  {
    id: 'jd-010',
    text: `QA Engineer - Chennai - 6 to 9 years

We need a hands-on QA engineer to own test strategy for our lending product line (4 scrum teams). You will design the automation framework (Selenium/Playwright + RestAssured), decide what gets tested where, set quality gates in CI, and coach manual testers moving to automation. ISTQB preferred. Budget 24-30 LPA.`,
    family: 'software-engineering',
    level: 3,
    note: 'Plain "QA Engineer" title; 6-9 years and product-line test strategy make it Senior.',
  },
  {
    id: 'jd-011',
    text: `iOS Developer
2+ yrs Swift/SwiftUI, shipped atleast one app to the App Store. You'll work on our consumer banking app (1M+ MAU) with a team of 5 mobile engineers. Remote within EU, contract-to-hire possible.`,
    family: 'software-engineering',
    level: 2,
  },
  {
    id: 'jd-012',
    text: `Security Engineer, Application Security

Help us build security into how Lumora ships software. You'll run threat models with product teams, triage bug bounty reports, perform code reviews and pen tests of new features, and build tooling (SAST/DAST in CI, secrets scanning).

Requirements: 5+ years in application security or software engineering with a security focus; solid understanding of OWASP Top 10, authN/authZ, and cloud security on AWS. OSCP or similar is a plus.

Lumora provides equal employment opportunities to all employees and applicants.`,
    family: 'software-engineering',
    level: 3,
  },
  {
    id: 'jd-013',
    text: `Solutions Architect (Enterprise Applications) - Hyderabad

Role: Lead architect for the finance and supply chain application portfolio (4 delivery teams, ~30 developers). Define target architecture on Azure, review designs, set integration standards (APIs, event bus), and guide tech leads through delivery.
Exp: 10-14 years, at least 3 as architect. Azure Solutions Architect Expert certification preferred. Strong in .NET and integration patterns.`,
    family: 'software-engineering',
    level: 4,
    note: 'Internal delivery architect, not pre-sales; leads a portfolio of teams technically.',
  },
  {
    id: 'jd-014',
    text: `Member of Technical Staff - Orbitly (SF or remote)

Small team (12 engineers), big surface area. MTS is our only engineering title; we're hiring for someone with 2-4 years of experience who wants to own real systems: our sync engine, the public API, and the infra under them. TypeScript and Rust. We care more about what you've built than where you studied. $150-185k + meaningful equity.`,
    family: 'software-engineering',
    level: 2,
    note: 'MTS is a flat title; the 2-4 years decide Mid.',
  },
  {
    id: 'jd-015',
    text: `Senior Staff Software Engineer, Search

You will be the technical lead for search and ranking infrastructure across the Discovery org (6 teams, ~50 engineers). You'll set the multi-year technical roadmap, lead the redesign of our indexing pipeline, and be the final escalation point for the hardest production issues. You will mentor staff engineers and work closely with directors on staffing and priorities.

Requirements: 14+ years of experience; deep expertise in information retrieval systems (Lucene/Elasticsearch/Vespa or in-house); a record of driving org-level technical change.`,
    family: 'software-engineering',
    level: 5,
  },
  {
    id: 'jd-016',
    text: `Urgent opening!!! Java Developers - multiple positions - Chennai walk-in drive on Saturday

Experience: 2 to 15 yrs. Skills: Core Java, Spring, Hibernate, SQL. Positions open at Developer, Senior Developer, Tech Lead and Architect level. Salary as per industry standards. Bring 2 copies of updated resume and a photo ID.`,
    family: 'software-engineering',
    level: null,
    note: 'One posting for every level from 2 to 15 years; family is clear, level is not.',
  },

  // ---- engineering-management ------------------------------------------------------------------
  {
    id: 'jd-017',
    text: `Engineering Manager - Platform

You'll lead a team of 7 backend and infrastructure engineers responsible for our developer platform (CI/CD, service templates, internal tooling).

- Hire, coach and grow the team; run 1:1s and performance reviews
- Own delivery and operational health of the platform
- Partner with product and other EMs on quarterly planning

You have 8+ years in software engineering, including 2+ years managing engineers, and you can still hold your own in a design review.

Benefits include medical/dental/vision, 401(k), parental leave, and a learning budget. Equal opportunity employer.`,
    family: 'engineering-management',
    level: 4,
  },
  {
    id: 'jd-018',
    text: `Tech Lead Manager (TLM), Android

Split your time roughly 50/50 between hands-on technical leadership and managing a team of 4 Android engineers. You will set technical direction for the Android app, write code on critical paths, and own hiring and career growth for your reports. 8+ years of experience with at least 1 year leading people.`,
    family: 'engineering-management',
    level: 4,
  },
  {
    id: 'jd-019',
    text: `Senior Engineering Manager, Checkout

Lead the Checkout group: three teams (~25 engineers) through two engineering managers and a tech lead. You own the group's roadmap with your product partner, the org design, the hiring plan and the operational excellence of systems that process $4B a year.

What we look for: 12+ years in software, 5+ years in engineering management including managing managers; experience with high-availability transactional systems.`,
    family: 'engineering-management',
    level: 5,
  },
  {
    id: 'jd-020',
    text: `Director of Engineering - Kestrel Analytics

Reporting to the VP of Engineering, you will lead an organization of about 60 engineers across 6 teams and 5 engineering managers. You'll own headcount and budget, set engineering goals for the org, build a strong management bench, and partner with product and design leadership on strategy.

Requirements
- 14+ years of experience, 7+ in management, including leading managers
- Experience scaling an org through rapid growth
- Excellent communication with executive stakeholders

Salary range: $260,000 - $310,000 plus equity and bonus.`,
    family: 'engineering-management',
    level: 6,
  },
  {
    id: 'jd-021',
    text: `Sr Director, Engineering (Consumer)
Lead 150+ engineers across four directors covering web, mobile, growth and personalization. Member of the engineering leadership team; accountable for org strategy, budget (~$40M), and delivery of the consumer roadmap. 18+ yrs exp, 10+ in leadership.`,
    family: 'engineering-management',
    level: 7,
  },
  {
    id: 'jd-022',
    text: `VP of Engineering at Fernbrook (Series A, 40 people)

We're looking for our first VP of Engineering. Today we have 12 engineers in two squads, and you'll manage them directly while we grow to ~25 next year. You'll still code some, run hiring, set up our on-call and delivery practices, and be the engineering voice in leadership meetings.

You've managed 8-15 engineers before and want to build a team from the ground up. Remote (US time zones). $210-240k + 1.0-1.5% equity.`,
    family: 'engineering-management',
    level: 5,
    note: 'VP title at a 40-person startup; scope (12 engineers, two squads) is a senior manager.',
  },
  {
    id: 'jd-023',
    text: `Head of Engineering | Bengaluru | 12-16 yrs | CTC 80 L - 1.1 Cr

Fast growing fintech (Series C) looking for Head of Engineering to lead 35+ engineers across 4 pods through EMs. Drive architecture, hiring, delivery, and engineering culture. Should have scaled teams in a product startup. B.Tech/M.Tech from Tier-1 preferred.`,
    family: 'engineering-management',
    level: 6,
    note: 'Leads managers across 4 pods: director scope.',
  },
  {
    id: 'jd-024',
    text: `Engineering Manager | 10-14 yrs | Hyderabad | 60-75 LPA
Manage a team of 8-10 SDEs building our seller platform. Hands-on in Java/AWS, strong people management, hiring and stakeholder mgmt. Prior EM experience of 2+ yrs is a must.`,
    family: 'engineering-management',
    level: 4,
  },
  {
    id: 'jd-025',
    text: `Team Lead - Software Development (People Manager)

We are promoting from within and also opening the role externally. As Team Lead you will manage 5 developers (performance reviews, hiring, sprint planning) for our claims processing system while remaining hands-on for about a third of your time. 7+ years of development experience, at least 1 year leading a team. .NET / SQL Server environment. Location: Noida.`,
    family: 'engineering-management',
    level: 4,
    note: 'First-line manager of one team.',
  },
  {
    id: 'jd-026',
    text: `SVP, Engineering

Halcyon Group seeks a Senior Vice President of Engineering to lead its global engineering function of about 800 engineers across 5 countries, reporting to the CEO. You will own engineering strategy, an annual budget above $150M, the engineering operating model and the leadership team of VPs and directors. 20+ years of experience, with 10+ years leading organizations of several hundred engineers.`,
    family: 'engineering-management',
    level: 8,
  },
  {
    id: 'jd-027',
    text: `Director, Engineering - Data Platform

Lead the teams that build our data platform: ingestion, the lakehouse, orchestration and the internal ML feature store. You'll manage four engineering managers (about 35 engineers in total), own the platform budget including cloud spend, and partner with analytics and ML leadership.

Requirements: 12+ years in software or data engineering, 5+ years managing managers. Experience with Spark, Kafka and large-scale cloud data platforms.`,
    family: 'engineering-management',
    level: 6,
    note: 'A people-leadership role over data engineers: engineering management, not data-and-ai.',
  },
  {
    id: 'jd-028',
    text: `Vice President, Engineering - Enterprise Products

Lead a 300-person engineering organization (3 directors, 25 managers) building our enterprise suite. Accountable for delivery, quality, org health and a budget of $60M, reporting to the CTO. 18+ years of experience in software, 8+ years leading multi-level organizations. Comprehensive benefits; EEO employer.`,
    family: 'engineering-management',
    level: 7,
  },

  // ---- data-and-ai -------------------------------------------------------------------------------
  {
    id: 'jd-029',
    text: `Data Analyst - Freshers - Bengaluru - 3.5 to 5 LPA
Looking for freshers (B.Tech/B.Sc/BCA) with good knowledge of SQL and MS Excel (pivot tables, VLOOKUP). Python basics preferred. Will work on MIS reports and dashboards for the operations team. Immediate joiners.`,
    family: 'data-and-ai',
    level: 1,
  },
  {
    id: 'jd-030',
    text: `Business Intelligence Analyst

Build and maintain Power BI dashboards for our sales and supply chain leaders, write the SQL behind them (Snowflake), and work with stakeholders to define KPIs consistently. 2-4 years of experience in BI or analytics. DAX and data modelling experience required; dbt is a plus.`,
    family: 'data-and-ai',
    level: 2,
    note: 'BI analyst is data analysis, not the business-analyst role.',
  },
  {
    id: 'jd-031',
    text: `Analyst, Growth Insights - Saffron Commerce

Sit with the growth team and answer "what's actually working?". You'll design and read A/B tests, build funnels and cohort analyses in SQL and Python, and turn them into recommendations for marketing and product.

You have ~3 years in an analytics role, are fluent in SQL, comfortable with statistics (hypothesis tests, power), and can explain results to non-technical people.`,
    family: 'data-and-ai',
    level: 2,
    note: '"Analyst" here is a data analyst, not finance.',
  },
  {
    id: 'jd-032',
    text: `Senior Data Scientist - Marketplace Pricing

What you'll do
- Build pricing and demand models that set prices for millions of listings
- Design experiments and use causal inference where we can't experiment
- Partner with engineers to productionize models; own metrics after launch

What you'll need
- 6+ years of industry experience in data science (or PhD + 3 years)
- Strong Python and SQL; experience with econometrics or causal ML
- Track record of models that changed business decisions

Base salary $175,000-$210,000. We sponsor visas. We're proud to be an equal opportunity workplace.`,
    family: 'data-and-ai',
    level: 3,
  },
  {
    id: 'jd-033',
    text: `Data Scientist II
3+ yrs exp. Build churn and LTV models, run experiments, present findings to leadership. Python, SQL, scikit-learn, some Spark. MS in a quantitative field preferred.`,
    family: 'data-and-ai',
    level: 2,
  },
  {
    id: 'jd-034',
    text: `Big Data Developer - Spark/Scala - 5-8 yrs - Pune - 25-35 LPA

JD: Develop and optimize batch and streaming pipelines in Spark (Scala), Kafka, Hive on AWS EMR. Build data models for the lakehouse, own data quality checks, tune jobs processing 20TB/day. Airflow for orchestration. Notice period: immediate to 30 days only.`,
    family: 'data-and-ai',
    level: 3,
    note: '"Developer" title, data-engineering work; 5-8 years is Senior.',
  },
  {
    id: 'jd-035',
    text: `MLE, 2+ yrs. PyTorch, model serving (Triton/TorchServe), feature pipelines. Help us take ranking models from notebook to production. Remote, EU time zones.`,
    family: 'data-and-ai',
    level: 2,
  },
  {
    id: 'jd-036',
    text: `Staff Machine Learning Engineer, Recommendations

Lead the technical direction for recommendations across home feed, search and notifications. You'll design the next generation of our two-tower retrieval and ranking stack, set modelling and infra standards for three ML teams, and mentor senior MLEs.

Requirements: 10+ years in ML engineering or applied research; deep experience with large-scale recommender systems; strong software engineering fundamentals.`,
    family: 'data-and-ai',
    level: 4,
  },
  {
    id: 'jd-037',
    text: `Principal Data Scientist

Be the senior-most data science voice across the company's ~80 data scientists. You will define the methodology standards (experimentation, forecasting, causal inference), sponsor the highest-stakes analyses for the executive team, and shape the data science hiring and career framework. 15+ years of experience, PhD preferred, with a record of org-wide impact.`,
    family: 'data-and-ai',
    level: 6,
  },
  {
    id: 'jd-038',
    text: `Distinguished Scientist, AI Research

We're looking for a Distinguished Scientist to set the long-term research agenda for foundation models across the company. You'll lead research directions that span multiple labs, publish at top venues, advise the executive team on AI strategy and represent us to the scientific community. Internationally recognized researcher with 20+ years of experience and landmark contributions to machine learning.`,
    family: 'data-and-ai',
    level: 8,
  },
  {
    id: 'jd-039',
    text: `Lead Data Engineer - Gurugram - 9-12 yrs

Tech lead for a squad of 5 data engineers. Own design of ingestion from 60+ sources into BigQuery, set coding and testing standards (dbt, Airflow), review PRs, and work with analytics leads on the semantic layer. Not a people-management role. Package 45-55 LPA.`,
    family: 'data-and-ai',
    level: 4,
  },
  {
    id: 'jd-040',
    text: `Junior AI Engineer (LLM applications) - Hyderabad
0-2 yrs. Build RAG pipelines and agents with Python, LangChain/LlamaIndex and vector DBs. Freshers with strong projects/GitHub can apply. 8-12 LPA.`,
    family: 'data-and-ai',
    level: 1,
  },
  {
    id: 'jd-041',
    text: `Clinical Data Analyst III - Ferrovia Health

Ferrovia Health's analytics team is looking for a Clinical Data Analyst to support quality and population health programs. You will write SQL against Epic Clarity and Caboodle, build Tableau dashboards for readmissions and sepsis bundles, and validate measures for CMS reporting.

Requirements: Bachelor's degree; 5+ years of healthcare analytics experience; advanced SQL. Epic certification preferred. Clinical background (RN) is a plus but not required.`,
    family: 'data-and-ai',
    level: 3,
    note: 'Healthcare setting, but the job is data analysis.',
  },
  {
    id: 'jd-042',
    text: `Senior Staff Data Scientist, Experimentation

Own the experimentation platform's statistical methodology for the whole company: variance reduction, sequential testing, interference in marketplaces. You'll lead a virtual team of data scientists and engineers across orgs and be the approver for high-stakes launch decisions. 12+ years of experience; PhD in statistics, economics or related field strongly preferred.`,
    family: 'data-and-ai',
    level: 5,
  },

  // ---- product -----------------------------------------------------------------------------------
  {
    id: 'jd-043',
    text: `Associate Product Manager (APM) Program - 2026 start

Our APM program is a two-year rotational program for new graduates. You'll rotate across two product teams, own features from discovery to launch, and get weekly coaching from senior product leaders.

Qualifications: Bachelor's or Master's degree completed by June 2026 in CS, engineering or related field; 0-1 years of experience; internships in product or engineering preferred.`,
    family: 'product',
    level: 1,
  },
  {
    id: 'jd-044',
    text: `Associate PM | 0-2 yrs | Bengaluru | Freshers from IIT/IIM/BITS welcome
Work with Sr. PM on our merchant app. Write PRDs, do user interviews, analyse funnels on Mixpanel, coordinate with design & tech for sprint delivery. CTC 18-24 LPA.`,
    family: 'product',
    level: 1,
  },
  {
    id: 'jd-045',
    text: `Product Manager - B2B Workflow

You'll own the approvals and workflow area of our procurement suite, used by 600 mid-market customers. Run discovery with customers, define the roadmap with your engineering and design partners, write clear specs, and measure outcomes after launch.

Requirements: 3-5 years of product management in B2B SaaS; comfortable with SQL or product analytics tools; strong written communication.

Nice to have: procurement or fintech domain knowledge.`,
    family: 'product',
    level: 2,
  },
  {
    id: 'jd-046',
    text: `Sr. PM - Payments
6+ yrs PM exp, 3+ in payments or fintech. Own card issuing roadmap end to end, work with risk, compliance and 2 eng teams. Remote (US). $185-220k + equity.`,
    family: 'product',
    level: 3,
  },
  {
    id: 'jd-047',
    text: `Group Product Manager, Growth

Lead a group of 4 product managers across activation, retention and monetization. You will hire and develop PMs, set the group's strategy and OKRs, and still own the most ambiguous cross-team bets yourself. 10+ years in product, 3+ years managing PMs.`,
    family: 'product',
    level: 5,
    note: 'Manager of PMs who owns a product area: senior-manager scope.',
  },
  {
    id: 'jd-048',
    text: `Principal Product Manager - Identity Platform

An individual-contributor role owning product strategy for identity and access across our cloud platform. You'll align 5 engineering teams on a multi-year roadmap, represent the platform to enterprise customers, and mentor PMs across the org.

Qualifications: 10+ years of product management experience, including technical platform products; ability to go deep with engineers on protocols (OAuth, SAML, SCIM).`,
    family: 'product',
    level: 5,
    note: 'Principal PM is an IC title; one product area spanning several teams is Senior Staff scope, not org-wide Principal.',
  },
  {
    id: 'jd-049',
    text: `Director of Product Management

Lead a team of 8 PMs (including 2 group PMs) responsible for our analytics products. Set product vision and strategy, own the P&L input for your area, and partner with engineering and design directors. Requirements: 12+ years in product, 5+ leading PM teams, experience with data or analytics products. Competitive salary, bonus and equity; full benefits.`,
    family: 'product',
    level: 6,
  },
  {
    id: 'jd-050',
    text: `VP Product - Lumora Health Tech
Own product for the entire company (3 product lines, 20 PMs and designers through directors). Member of the exec team reporting to the CEO. 15+ yrs in product leadership, ideally in healthcare SaaS.`,
    family: 'product',
    level: 7,
  },
  {
    id: 'jd-051',
    text: `Technical Program Manager - Infrastructure

Drive large infrastructure programs from plan to launch: data center region builds, a storage migration touching 40 services, capacity planning. You'll manage dependencies across teams, run program reviews, and communicate risk to leadership.

5+ years of program or project management in a technical environment; engineering background preferred; PMP or similar is a plus.`,
    family: 'product',
    level: 3,
  },
  {
    id: 'jd-052',
    text: `Program Manager, Partner Launches

Coordinate launches of new integration partners: timelines, contracts handoff, enablement for sales and support, and launch-readiness reviews. About 3 years of program or project management experience, excellent organisation and stakeholder communication. Hybrid, London.`,
    family: 'product',
    level: 2,
  },
  {
    id: 'jd-053',
    text: `Senior Technical Program Manager

We're hiring a Senior TPM to lead company-wide programs: our SOC 2 / ISO 27001 certification and the multi-region active-active migration. You'll coordinate 12+ teams across engineering, security and legal, define program structure other TPMs follow, and report progress to the CTO staff.

Requirements: 10+ years of technical program management, a record of leading multi-org programs, strong technical depth in distributed systems.`,
    family: 'product',
    level: 4,
    note: 'Title says Senior; 10+ years and company-wide programs are Staff.',
  },
  {
    id: 'jd-054',
    text: `Lead Product Manager | 8-12 yrs | Gurugram / Bengaluru | 60-80 LPA

Own the lending product line (personal loans and BNPL), mentor 2 PMs, define roadmap with business heads, drive metrics like disbursals and approval rates. Prior experience in fintech/NBFC required. MBA preferred.`,
    family: 'product',
    level: 4,
  },
  {
    id: 'jd-055',
    text: `Product Owner - Scrum Team (Insurance)
Own and prioritise the backlog for one scrum team, write user stories with acceptance criteria, run sprint reviews with business stakeholders. 3+ years as PO or BA in an agile team; CSPO preferred.`,
    family: 'product',
    level: 2,
  },

  // ---- design ------------------------------------------------------------------------------------
  {
    id: 'jd-056',
    text: `Product Designer

Design end-to-end experiences for our invoicing product: flows, wireframes, prototypes and polished UI in Figma. You'll work in a trio with a PM and an engineering lead, test ideas with customers, and contribute to our design system.

2-4 years of product design experience with a portfolio that shows your process. Experience designing for web apps required; mobile is a plus.`,
    family: 'design',
    level: 2,
  },
  {
    id: 'jd-057',
    text: `Junior UI/UX Designer - Freshers - Noida - 3-4.5 LPA
Skils: Figma, AdobeXD, basics of wireframing and prototyping. Portfolio mandatory. B.Des / any graduate with design certification. Work from office, 6 days.`,
    family: 'design',
    level: 1,
  },
  {
    id: 'jd-058',
    text: `Senior Product Designer - Mobile

Lead design for our iOS and Android apps. You'll own problem framing through to shipped UI, run usability tests, and mentor two designers. 6+ years of product design experience, strong interaction and visual skills, and a portfolio of shipped mobile work.

Salary range $150,000-$180,000. Visa sponsorship not available.`,
    family: 'design',
    level: 3,
  },
  {
    id: 'jd-059',
    text: `Staff Product Designer, Design Systems

Own the vision for our design system used by 30 designers and 200 engineers. You'll set standards for components, accessibility and tokens, lead cross-team design reviews, and partner with frontend platform on implementation. 10+ years in product design, with deep design systems experience.`,
    family: 'design',
    level: 4,
  },
  {
    id: 'jd-060',
    text: `UX Researcher

Plan and run research that shapes our roadmap: interviews, usability studies, diary studies and surveys. Synthesize findings into clear insights and work with PMs and designers to act on them.

3+ years of UX research experience in a product company; comfortable with both qualitative and quantitative methods. A portfolio or case studies required.`,
    family: 'design',
    level: 2,
  },
  {
    id: 'jd-061',
    text: `Lead UX Researcher
9+ yrs. Build our research practice from the ground up: set methods and ops (recruiting, repository), lead strategic studies for leadership, coach designers and PMs to run their own research. IC role, no direct reports initially.`,
    family: 'design',
    level: 4,
  },
  {
    id: 'jd-062',
    text: `Design Manager - Commerce

Manage a team of 5 product designers working across checkout, catalog and seller tools. You'll hire, coach and review your team's work, set design quality standards, and partner with product and engineering leads on planning. 8+ years of experience in product design, 2+ managing designers.`,
    family: 'design',
    level: 4,
  },
  {
    id: 'jd-063',
    text: `Director of Design

Lead a design organization of about 35 people (product designers, researchers, content designers) through 4 managers. Own design strategy, org design and quality across the product suite, and represent design on the product leadership team. 14+ years of experience, 6+ leading design teams including managers.`,
    family: 'design',
    level: 6,
  },
  {
    id: 'jd-064',
    text: `Principal Designer

Set the design vision across every product line at Quillstack. You'll lead the few, hardest, company-defining design bets, define the interaction model for our platform, and raise the craft of 60 designers through critique and example. IC role reporting to the VP of Design. 15+ years of experience and a body of work recognized in the industry.`,
    family: 'design',
    level: 6,
  },
  {
    id: 'jd-065',
    text: `UX Designer (6-month contract, possible extension) - remote UK
5+ yrs. Redesign the onboarding and account settings for a B2B platform. Own research through hi-fi designs and handoff. Day rate £450-550 outside IR35.`,
    family: 'design',
    level: 3,
  },
  {
    id: 'jd-066',
    text: `VP, Design

Lead design across our company: a 200-person organization of product design, UX research, content design and brand, through design directors. You'll set design strategy with the CPO and CTO, own the design budget, and champion design on the executive team. 18+ years of experience.`,
    family: 'design',
    level: 7,
  },
  {
    id: 'jd-067',
    text: `Associate UX Researcher

Entry-level role for a recent graduate in HCI, psychology, anthropology or a related field (0-1 years of experience). Support senior researchers with recruiting participants, note-taking, running usability sessions and synthesising findings.`,
    family: 'design',
    level: 1,
  },
  {
    id: 'jd-068',
    text: `We're growing our design team! Hiring Product Designers at all levels - from early career to staff. Tell us about yourself and the work you're proudest of, and we'll find the right fit.`,
    family: 'design',
    level: null,
    note: 'Family is clear; one posting for every level.',
  },

  // ---- sales-and-marketing ---------------------------------------------------------------------
  {
    id: 'jd-069',
    text: `Account Executive, Mid-Market

Own the full sales cycle for mid-market accounts (200-2,000 employees) in the Central US: prospecting alongside your SDR, discovery, demos, negotiation and close. Annual quota around $800k ARR.

You have 2-4 years of closing experience in B2B SaaS, a record of hitting quota, and comfort with Salesforce and MEDDICC. OTE $140-160k (50/50 split). EEO employer.`,
    family: 'sales-and-marketing',
    level: 2,
  },
  {
    id: 'jd-070',
    text: `Sales Development Representative (SDR)
Kick off your sales career! Book meetings for our AEs via cold calls, email and LinkedIn. No experience needed, just grit and curiosity. Base $55k + commission, clear path to AE in 12-18 months.`,
    family: 'sales-and-marketing',
    level: 1,
  },
  {
    id: 'jd-071',
    text: `Enterprise Account Executive - Financial Services

Sell our data platform to Fortune 500 banks and insurers. Run complex, multi-stakeholder deals ($500k+ ACV) with 9-12 month cycles, build account plans, and coordinate solutions engineers, legal and executives.

8+ years of enterprise software sales, consistent over-achievement against a $1.2M+ quota, and existing relationships in FSI. OTE $300k+.`,
    family: 'sales-and-marketing',
    level: 3,
  },
  {
    id: 'jd-072',
    text: `Solutions Consultant - Mumbai

Be the technical partner to our sales team in West India. Run discovery with prospects, build tailored demos and proofs of concept of our HR and payroll suite, answer RFP technical sections, and hand over cleanly to implementation. 5+ years in presales or solution consulting for SaaS; strong presentation skills. Travel 30%.`,
    family: 'sales-and-marketing',
    level: 3,
    note: 'Title says consultant; the job is presales (Sales Engineer).',
  },
  {
    id: 'jd-073',
    text: `Pre-sales Engineer | 3-6 yrs | Bengaluru | 15-22 LPA
Support sales team with technical demos, POCs and RFP responses for our network security products. Firewall / SD-WAN knowledge required. CCNA/CCNP preffered. Excellant communication. Frequent client visits.`,
    family: 'sales-and-marketing',
    level: 2,
  },
  {
    id: 'jd-074',
    text: `Marketing Manager - Demand Generation

Own pipeline targets for the North America segment: plan and run campaigns across paid, email, webinars and events; work with sales on lead routing and follow-up; report on CAC and pipeline contribution.

Requirements: 5-7 years of B2B demand gen experience, hands-on with HubSpot or Marketo, strong analytical skills. Manage a budget of about $1.5M.`,
    family: 'sales-and-marketing',
    level: 3,
  },
  {
    id: 'jd-075',
    text: `Growth Hacker / Performance Marketing Executive
1-2 yrs exp in running Meta & Google ads for D2C brands. Manage daily budgets, creatives testing, ROAS reporting. Location: Jaipur. Salary 4-6 LPA + incentives. Immediate joiners preferred!!`,
    family: 'sales-and-marketing',
    level: 1,
  },
  {
    id: 'jd-076',
    text: `Customer Success Manager

Own a book of about 40 mid-market customers after they sign: onboarding, adoption, quarterly business reviews and renewals. Spot churn risk early and expansion opportunities with your AE. 3+ years in customer success or account management at a SaaS company.`,
    family: 'sales-and-marketing',
    level: 2,
  },
  {
    id: 'jd-077',
    text: `Director of Sales, North America

Lead four regional sales managers and their teams (~30 AEs) to a $45M new-business number. Own forecasting, territory design, hiring and enablement with RevOps. 12+ years of SaaS sales, 6+ in sales leadership including managing managers.`,
    family: 'sales-and-marketing',
    level: 6,
  },
  {
    id: 'jd-078',
    text: `VP Marketing - Saffron Commerce
Lead all of marketing (brand, demand gen, product marketing, content) - a team of 45 through 4 directors. Report to the CEO, own a $12M budget and pipeline targets. 15+ years of B2B marketing, 5+ as a senior leader.`,
    family: 'sales-and-marketing',
    level: 7,
  },
  {
    id: 'jd-079',
    text: `Content Marketing Specialist

Write and edit blog posts, case studies, newsletters and landing pages; work with SEO and design to get content in front of the right readers. 3+ years in B2B content marketing with published samples. Remote-friendly (Canada).`,
    family: 'sales-and-marketing',
    level: 2,
  },
  {
    id: 'jd-080',
    text: `Head of Customer Success - India & SEA | 12+ yrs | Bengaluru

Lead a team of 15 CSMs through 2 managers, own gross and net revenue retention for ~600 enterprise accounts, build playbooks and health scoring, and partner with product on feedback loops. Prior experience leading CS teams at a SaaS company is a must.`,
    family: 'sales-and-marketing',
    level: 5,
    note: 'Leads managers of one function in one region: senior-manager scope.',
  },
  {
    id: 'jd-081',
    text: `Regional Sales Manager - West

Manage a team of 8 account executives covering the West region. Coach on deals, run forecast calls, hire and develop reps, and carry a team quota of $9M. 7+ years of B2B sales including 2+ years managing a sales team.`,
    family: 'sales-and-marketing',
    level: 4,
  },
  {
    id: 'jd-082',
    text: `Product Marketing Manager

Bring our new analytics products to market: positioning and messaging, launch plans, sales enablement, competitive intelligence, and customer research. You'll work closely with product managers but your customers are sales, marketing and the market.

4+ years in product marketing for B2B software; excellent writing; experience launching products end to end.`,
    family: 'sales-and-marketing',
    level: 3,
    note: '"Product" in the title; the role is marketing.',
  },

  // ---- business-and-consulting -----------------------------------------------------------------
  {
    id: 'jd-083',
    text: `Business Analyst | 2-5 yrs | Pune | IT services

Responsiblities: requirment gathering with client stakeholders, preparing BRD/FRD, user stories and process flows (Visio), UAT coordination, acting as bridge between business and development team.
Skills: good communication, SQL basics, JIRA, Agile. Domain: BFSI preferred. Mode: hybrid. Budget up to 12 LPA.`,
    family: 'business-and-consulting',
    level: 2,
  },
  {
    id: 'jd-084',
    text: `Business Analyst Trainee - MBA Freshers (2026 batch)
Openings for MBA freshers (Operations/Systems) to join our consulting practice. Training for 3 months on business process mapping and requirements. Good communication and Excel skills. Package: 6 LPA.`,
    family: 'business-and-consulting',
    level: 1,
  },
  {
    id: 'jd-085',
    text: `Senior Business Analyst - Core Banking Transformation

Lead the requirements workstream for our core banking replacement: run workshops with retail and treasury operations, model current and target processes, write functional specifications, and own traceability through testing. 7+ years as a business analyst, including at least one core banking implementation (Temenos, Finacle or similar). CBAP is a plus.`,
    family: 'business-and-consulting',
    level: 3,
  },
  {
    id: 'jd-086',
    text: `Associate - Strategy Consulting (post-MBA)

Associates at Harrow & Vale work on small teams solving our clients' most important problems: growth strategy, operating model redesign, M&A due diligence. You'll own a workstream, structure problems, build analyses, and present to client executives.

We hire Associates from leading MBA programs and from equivalent advanced degrees. 2-4 years of work experience before your MBA is typical.`,
    family: 'business-and-consulting',
    level: 2,
    note: 'Post-MBA consulting Associate.',
  },
  {
    id: 'jd-087',
    text: `Business Analyst (Undergraduate Hire) - Harrow & Vale, Chicago office

Our Business Analyst role is the entry point to consulting for graduating undergraduates. You'll work on client teams doing research, modelling and interviews, and present findings to your team and clients. Any major; strong academic record; graduation in 2026. Two-year program with the option to stay on or return after an MBA.`,
    family: 'business-and-consulting',
    level: 1,
    note: 'At consulting firms "Business Analyst" is the undergraduate entry title.',
  },
  {
    id: 'jd-088',
    text: `Engagement Manager

Lead day-to-day delivery of client engagements: manage a team of 3-5 consultants, own the problem-solving and storyline, run steering committees with client executives, and keep scope, budget and quality on track. 6-9 years of experience including 3+ in management consulting; MBA preferred.`,
    family: 'business-and-consulting',
    level: 4,
  },
  {
    id: 'jd-089',
    text: `Associate Partner - Strategy & Transformation

Lead a portfolio of client relationships in the consumer sector, originate and sell new engagements ($5-10M annual sales target), and oversee multiple engagement teams. 15+ years of experience with a strong network among consumer-goods executives.`,
    family: 'business-and-consulting',
    level: 6,
  },
  {
    id: 'jd-090',
    text: `Operations Manager - Fulfillment Center (Night Shift)

Run night-shift operations at our 600,000 sq ft fulfillment center: lead 3 shift supervisors and about 120 associates, own safety, productivity and quality metrics, and drive continuous improvement (Lean/Six Sigma). 6+ years in warehouse or manufacturing operations, 3+ managing supervisors. Competitive pay, shift differential, medical from day one.`,
    family: 'business-and-consulting',
    level: 4,
    note: 'Operations Manager family; manager of a shift team through supervisors.',
  },
  {
    id: 'jd-091',
    text: `Business Operations Associate
1-2 yrs in consulting, banking or ops at a startup. Build reporting for our city ops teams, size new markets, run pricing experiments with finance. Excel/Sheets wizardry + SQL basics. Bengaluru.`,
    family: 'business-and-consulting',
    level: 1,
  },
  {
    id: 'jd-092',
    text: `Strategy & Operations Manager

Join our BizOps team to work on the company's most important cross-functional problems: annual planning, go-to-market efficiency, new market entry. You'll build models, drive decisions with senior leaders and own execution. 5+ years of experience, typically including management consulting or investment banking.`,
    family: 'business-and-consulting',
    level: 3,
  },
  {
    id: 'jd-093',
    text: `Director, Business Operations

Lead a team of 10 (two managers) running the company's operating cadence: annual and quarterly planning, OKRs, executive business reviews and special projects for the COO. 12+ years of experience in strategy, operations or consulting, including leading teams.`,
    family: 'business-and-consulting',
    level: 6,
  },
  {
    id: 'jd-094',
    text: `Manager - Risk Advisory (Consulting) | 8-11 yrs | Mumbai

Lead client engagements in internal audit and risk consulting, manage teams of 4-6 consultants, handle client relationships and proposals. CA/MBA with Big 4 experience preferred. Travel as needed.`,
    family: 'business-and-consulting',
    level: 4,
  },
  {
    id: 'jd-095',
    text: `Senior Consultant - Technology Consulting | 3-5 years

As a Senior Consultant you'll support ERP transformation engagements: process design workshops, requirement documentation, testing and training. Candidates should have 3-5 years of consulting or industry experience and an MBA or engineering degree.`,
    family: 'business-and-consulting',
    level: 2,
    note: 'Big-4 "Senior Consultant" with 3-5 years is Mid despite the title.',
  },

  // ---- finance -----------------------------------------------------------------------------------
  {
    id: 'jd-096',
    text: `Financial Analyst - FP&A

Support the monthly close and forecast for our commercial organization: build and maintain driver-based models, analyse variances vs budget, and prepare materials for leadership reviews.

Requirements: 2-4 years in FP&A, corporate finance or public accounting; advanced Excel; experience with Adaptive or Anaplan is a plus. Bachelor's in finance, accounting or economics.`,
    family: 'finance',
    level: 2,
  },
  {
    id: 'jd-097',
    text: `Analyst - Investment Banking (M&A), New York

Join our M&A group as a first-year Analyst. You'll build financial models (DCF, LBO, merger models), prepare pitch books and support deal execution across sectors. Bachelor's degree with graduation between December 2025 and June 2026; strong interest in finance. Long hours and a fast pace are part of the job.`,
    family: 'finance',
    level: 1,
    note: '"Analyst" here is the investment banking entry title.',
  },
  {
    id: 'jd-098',
    text: `Investment Banking Associate - Technology Coverage
Post-MBA or promoted analyst (3+ yrs IB). Run models and diligence, manage analysts day to day, draft materials for clients. FINRA SIE, Series 79 and 63 required or obtained within 90 days.`,
    family: 'finance',
    level: 2,
  },
  {
    id: 'jd-099',
    text: `Vice President - Investment Banking, Healthcare

Lead the execution of M&A and capital-markets transactions: manage deal teams of associates and analysts, own the client's day-to-day relationship, and review all models and materials before they go to directors and MDs. 7-10 years of investment banking experience.`,
    family: 'finance',
    level: 4,
    note: 'In banking VP is a mid corporate title (above Associate, below Director), not an executive.',
  },
  {
    id: 'jd-100',
    text: `Chartered Accountant - Newly Qualified (Nov 2025 / May 2026 attempt) - Mumbai

Role: GST and direct tax compliance, monthly book closure, assistance in statutory audit. Qualification: CA (first attempt preferred). CTC 9-12 LPA. Candidates from Big 4 articleship preferred.`,
    family: 'finance',
    level: 1,
  },
  {
    id: 'jd-101',
    text: `Assistant Manager - Statutory Audit | CA with 3-5 yrs PQE | Chennai

Plan and execute statutory audits of listed and unlisted clients under Ind AS, supervise article assistants, review working papers and draft reports. CTC 16-20 LPA.`,
    family: 'finance',
    level: 2,
  },
  {
    id: 'jd-102',
    text: `Senior Financial Analyst

Partner with the VP of Engineering and R&D leaders on their $180M budget: headcount planning, vendor spend, capitalization of software costs and long-range planning. 5+ years of FP&A experience, strong modelling and communication skills. CPA or MBA is a plus.`,
    family: 'finance',
    level: 3,
  },
  {
    id: 'jd-103',
    text: `Finance Manager - Bengaluru - CA with 8-10 yrs

Lead a team of 4 accountants. Own month-end close, consolidation of 3 entities, statutory and tax audits, and MIS to the CFO. Strong Ind AS knowledge; SAP experience required.`,
    family: 'finance',
    level: 4,
  },
  {
    id: 'jd-104',
    text: `Article Assistant - CA firm, Ahmedabad
Openings for CA Intermediate cleared students for 3-year articleship. Exposure to audit, GST, income tax returns. Stipend as per ICAI norms.`,
    family: 'finance',
    level: 1,
    note: 'CA trainee; bottom of the finance ladder.',
  },
  {
    id: 'jd-105',
    text: `Senior Manager, FP&A

Lead the corporate FP&A team (two managers, five analysts). Own the annual operating plan, quarterly forecasts and board reporting, and partner with the CFO on long-range planning and investor materials. 10+ years of progressive FP&A experience, including managing managers.`,
    family: 'finance',
    level: 5,
  },
  {
    id: 'jd-106',
    text: `Director of Finance

Lead finance for our manufacturing division ($600M revenue): planning, controllership, and commercial finance, with a team of 18 across three managers. Partner with the division president on strategy and capital allocation. CPA/CA; 15+ years of experience.`,
    family: 'finance',
    level: 6,
  },
  {
    id: 'jd-107',
    text: `VP Finance & Controller
Reporting to the CFO, own accounting, controllership, tax and treasury globally (team of 40 through directors). Lead audits, SOX compliance and our IPO readiness. CPA, 18+ yrs, Big 4 background.`,
    family: 'finance',
    level: 7,
  },
  {
    id: 'jd-108',
    text: `Accounts Executive - Tally / GST - Coimbatore
B.Com / M.Com with 1-2 yrs exp in Tally ERP, GST filing, TDS, bank reconciliation and vendor payments. Salary 2.4-3.6 LPA. Male/female candidates can apply.`,
    family: 'finance',
    level: 1,
    note: '"Accounts Executive" in Indian postings is an accounting role, not the sales Account Executive.',
  },

  // ---- people ------------------------------------------------------------------------------------
  {
    id: 'jd-109',
    text: `Recruiter - Technical

Partner with engineering managers to hire backend, mobile and data engineers. Own the full cycle: intake, sourcing, screening, interview coordination and closing. 2-4 years of in-house or agency tech recruiting; comfortable with Greenhouse and LinkedIn Recruiter.`,
    family: 'people',
    level: 2,
  },
  {
    id: 'jd-110',
    text: `Talent Acquisition Executive - Freshers - Bengaluru
MBA HR freshers / graduates with good communication. Source profiles from Naukri and LinkedIn, screen candidates, schedule interviews, follow up on joining. 2.5-3.5 LPA. Work from office.`,
    family: 'people',
    level: 1,
  },
  {
    id: 'jd-111',
    text: `Senior Technical Recruiter

Lead hiring for our infrastructure and security orgs, including staff-level and leadership roles. Build sourcing strategy, advise hiring managers on market and compensation, and mentor junior recruiters. 6+ years of technical recruiting with a record of senior hires.`,
    family: 'people',
    level: 3,
  },
  {
    id: 'jd-112',
    text: `Nurse Recruiter - Ferrovia Health (Remote, US)

Recruit registered nurses and allied health professionals for our 9 hospitals. Partner with nurse managers on hiring needs, source at nursing schools and job fairs, screen candidates, extend offers and coordinate onboarding. 3+ years of healthcare recruiting; knowledge of RN licensure and compact states is a plus.`,
    family: 'people',
    level: 2,
    note: 'A recruiting job in a hospital; not a nursing role.',
  },
  {
    id: 'jd-113',
    text: `HR Business Partner

Be the strategic HR partner for our Sales and Customer Success organizations (~350 employees). Advise leaders on org design, performance, compensation and employee relations; run talent reviews; and analyse HR data to spot trends. 5-8 years of HR experience, including HRBP or generalist roles in a fast-growing company.`,
    family: 'people',
    level: 3,
  },
  {
    id: 'jd-114',
    text: `Sr HRBP - Engineering & Product | 10+ yrs | Hyderabad
Partner with VP Eng and VP Product for an org of 1,200. Lead org design, leadership coaching, annual performance and comp cycles, and change management during re-orgs. Mentor 2 junior HRBPs.`,
    family: 'people',
    level: 4,
  },
  {
    id: 'jd-115',
    text: `HR Executive - Generalist (0-2 yrs) - Pune
Handling onbording formalities, attendence and leave records, payroll inputs, PF/ESIC compliance and employee queries. MBA HR / MSW preferred. Immediate joiners.`,
    family: 'people',
    level: 1,
  },
  {
    id: 'jd-116',
    text: `Recruiting Manager - Go-to-Market

Lead a team of 5 recruiters hiring for sales, marketing and customer success across the US and EMEA. Own hiring plans with GTM leaders, recruiting metrics, and process improvements. 8+ years of recruiting, with 2+ years managing recruiters.`,
    family: 'people',
    level: 4,
  },
  {
    id: 'jd-117',
    text: `Director, People Partners

Lead the team of 8 HR business partners (through 2 managers) supporting the whole company. Shape our performance and talent programs with the CoEs, coach executives, and lead org changes. 14+ years of HR experience, 6+ leading HRBP teams.`,
    family: 'people',
    level: 6,
  },
  {
    id: 'jd-118',
    text: `Chief People Officer
Tessellate Pay (3,000 employees, 8 countries) is looking for a CPO to lead all people functions - talent acquisition, HRBPs, total rewards, L&D and people ops - through a team of directors. Member of the executive team reporting to the CEO.`,
    family: 'people',
    level: 7,
  },
  {
    id: 'jd-119',
    text: `People Partner

You'll be the first point of contact for people questions for three teams (~150 employees): performance conversations, onboarding, policy guidance, and employee relations cases, escalating when needed. 3+ years in HR; CIPD Level 5 is a plus. Hybrid, Manchester.`,
    family: 'people',
    level: 2,
  },
  {
    id: 'jd-120',
    text: `Head of Talent Acquisition - India | 15+ yrs | Gurugram

Lead a TA team of 20 (3 TA managers) hiring 1,500+ people a year across tech and business roles. Build the employer brand, campus program and vendor strategy, and own TA budget and analytics.`,
    family: 'people',
    level: 5,
    note: 'Leads managers of one function in one country: senior-manager scope.',
  },

  // ---- healthcare --------------------------------------------------------------------------------
  {
    id: 'jd-121',
    text: `Registered Nurse - New Graduate Residency Program (Med/Surg)

Start your nursing career with our 12-month residency: a structured orientation with a dedicated preceptor, monthly cohort seminars, and rotations across medical and surgical units.

Requirements: graduate of an accredited ADN or BSN program; active RN license in the state or passed NCLEX by start date; BLS certification.

Benefits include tuition reimbursement, sign-on bonus, and full medical coverage. Ferrovia Health is an equal opportunity employer.`,
    family: 'healthcare',
    level: 1,
  },
  {
    id: 'jd-122',
    text: `Registered Nurse - Medical/Surgical - Nights
2+ years of acute care RN experience. 36 hrs/week (3x12s), 5:1 patient ratio. Current state RN license, BLS required, ACLS within 6 months. Night differential + weekend differential.`,
    family: 'healthcare',
    level: 2,
  },
  {
    id: 'jd-123',
    text: `ICU Registered Nurse (RN III)

Provide care to critically ill adults in a 28-bed ICU. You'll manage ventilated patients and continuous drips, precept new nurses, and serve on the unit practice council. Requirements: 5+ years of critical care experience, CCRN certification, ACLS and BLS. BSN required.`,
    family: 'healthcare',
    level: 3,
  },
  {
    id: 'jd-124',
    text: `Charge Nurse - Emergency Department

Coordinate patient flow and staffing for a 40-bed Level II trauma ED during your shift: make assignments, support the team with complex patients, handle escalations, and liaise with physicians and bed management. 5+ years of ED experience, 1+ in charge role preferred. TNCC, PALS, ACLS.`,
    family: 'healthcare',
    level: 4,
  },
  {
    id: 'jd-125',
    text: `Nurse Manager - Cardiac Step-Down Unit

24/7 accountability for a 32-bed unit with ~60 FTEs: staffing, budget, quality and patient experience metrics, hiring and performance management of nurses and techs. MSN or BSN with plan to complete MSN; 5+ years of nursing with 2+ years of leadership experience.`,
    family: 'healthcare',
    level: 5,
    note: 'Manages a whole unit (charge nurses report in); one step above charge.',
  },
  {
    id: 'jd-126',
    text: `Director of Nursing - Surgical Services

Lead nursing across the OR, PACU and pre-op areas of a 400-bed hospital through 4 nurse managers. Own the service line's nursing budget, Magnet and regulatory readiness, and nursing practice standards. MSN required, DNP preferred; 10+ years of nursing leadership.`,
    family: 'healthcare',
    level: 6,
  },
  {
    id: 'jd-127',
    text: `Chief Nursing Officer
System-level CNO for a 5-hospital network (2,800 nurses). Executive leadership of nursing practice, quality, workforce strategy and nursing budget; reports to the system CEO. DNP or equivalent; 15+ years of progressive nursing leadership.`,
    family: 'healthcare',
    level: 7,
  },
  {
    id: 'jd-128',
    text: `Staff Nurse - GNM / B.Sc Nursing - Freshers - Hyderabad (multi-speciality hospital)
Salary 2.4 - 3 LPA + food + accommodation for female candidates. Registered with State Nursing Council. Rotational shifts. Walk-in interview Monday-Friday 10 am to 4 pm.`,
    family: 'healthcare',
    level: 1,
  },
  {
    id: 'jd-129',
    text: `Physical Therapist - Outpatient Orthopedics

Treat a caseload of orthopedic and sports patients in our outpatient clinic: evaluations, plans of care, manual therapy and exercise progressions. DPT and active state PT license required; 2+ years of outpatient experience preferred. 1:1 patient care model, CEU stipend, 401(k).`,
    family: 'healthcare',
    level: 2,
  },
  {
    id: 'jd-130',
    text: `Senior Physical Therapist / Clinical Specialist

Carry a complex orthopedic caseload, lead clinical education for the clinic, mentor new-graduate PTs and run our spine program. OCS board certification and 7+ years of outpatient orthopedic experience required.`,
    family: 'healthcare',
    level: 3,
  },
  {
    id: 'jd-131',
    text: `Pharmacist - Retail (Full Time)
Fill and verify prescriptions, counsel patients, give immunizations, and supervise pharmacy technicians during your shift. PharmD, active state license, immunization certification. New grads considered; 1-3 yrs retail experience preferred. $58-$64/hr.`,
    family: 'healthcare',
    level: 2,
  },
  {
    id: 'jd-132',
    text: `Clinical Pharmacist - Oncology

Provide pharmacotherapy recommendations on the inpatient oncology and BMT services, verify chemotherapy orders, round with the medical teams, and precept pharmacy residents. PharmD; PGY-2 oncology residency or 5+ years of oncology practice; BCOP required.`,
    family: 'healthcare',
    level: 3,
  },
  {
    id: 'jd-133',
    text: `Medical Officer (MBBS) - Freshers welcome - Lucknow
Duty doctor for the casualty and wards in a 100-bed hospital. MBBS with valid state medical council registration. Rotational duties including nights. Salary 60-75k per month + accommodation.`,
    family: 'healthcare',
    level: 1,
  },
  {
    id: 'jd-134',
    text: `Medical Director - Urgent Care Network

Physician leader for 12 urgent care clinics: oversee clinical quality and protocols, lead and credential ~45 physicians and APPs, handle peer review, and partner with operations on growth. Maintain a reduced clinical schedule (0.3 FTE). Board certified in Emergency or Family Medicine; 10+ years of clinical practice, 3+ in leadership.`,
    family: 'healthcare',
    level: 6,
  },

  // ---- null: an analyst would send these back ---------------------------------------------------
  {
    id: 'jd-135',
    text: `We are hiring!!! 🚀 Great culture, amazing perks, free lunches and a team that feels like family. Apply now!`,
    family: null,
    level: null,
    note: 'No role, no responsibilities: too vague to classify.',
  },
  {
    id: 'jd-136',
    text: `Founded in 2011, Brightwater Logistics moves more than 2 million parcels a week across 14 countries. Our mission is to make shipping simple, fair and green. We believe in ownership, curiosity and kindness, and we were named a Great Place to Work three years in a row. Learn more about our story on our website.`,
    family: null,
    level: null,
    note: 'A company blurb with no role in it.',
  },
  {
    id: 'jd-137',
    text: `CDL-A Truck Driver - Regional, home weekly

Run regional dry-van routes across the Midwest, home every weekend. Requirements: valid Class A CDL, 1+ year of OTR experience, clean MVR, pass DOT physical and drug screen. Pay $0.62-$0.70 per mile, sign-on bonus $5,000, health and dental after 30 days.`,
    family: null,
    level: null,
    note: 'Outside every job family (transport).',
  },
  {
    id: 'jd-138',
    text: `Chef de Partie - Continental | 5-star hotel, Goa
Manage the continental section during service, prepare mise en place, train commis, maintain HACCP standards. Diploma in Hotel Management / culinary arts with 4+ yrs in luxury hotels. Salary 35-45k + service charge + accommodation.`,
    family: null,
    level: null,
    note: 'Outside every job family (hospitality / kitchen).',
  },
  {
    id: 'jd-139',
    text: `asdf lorem ipsum dolor qwerty 123 test test posting pls ignore do not apply xyz`,
    family: null,
    level: null,
    note: 'Gibberish / test posting.',
  },
  {
    id: 'jd-140',
    text: `Data Scientist / Product Manager (hybrid role)

Looking for a unicorn who can split time 50/50: build ML models for our recommendations AND own the product roadmap for the discovery team, run sprint planning and stakeholder updates. 4-8 years of experience in either data science or product management.`,
    family: null,
    level: null,
    note: 'Two roles in different families at once; the employer must pick one.',
  },
  {
    id: 'jd-141',
    text: `Site Engineer - Civil | 3-6 yrs | Navi Mumbai
Supervise construction of high-rise residential towers: RCC work, shuttering, bar bending schedules, coordinating with contractors, quantity estimation and site safety. B.E./Diploma in Civil Engineering. AutoCAD knowledge preferred.`,
    family: null,
    level: null,
    note: 'Civil construction engineering, outside every family (not site reliability).',
  },
  {
    id: 'jd-142',
    text: `Corporate Counsel - Commercial Contracts

Draft, review and negotiate SaaS customer agreements, DPAs, vendor contracts and partnership agreements; advise sales and procurement on legal risk; maintain templates and playbooks. JD and admission to the bar; 4-6 years of experience at a law firm or in-house.`,
    family: null,
    level: null,
    note: 'Legal: outside every job family.',
  },
  {
    id: 'jd-143',
    text: `MEGA WALK-IN DRIVE this Saturday!! Openings for Java developers, HR recruiters, accountants and International Voice Process (freshers and experienced). Venue: Tidel Park, Chennai, 10 AM onwards. Bring resume + Aadhaar.`,
    family: null,
    level: null,
    note: 'Several unrelated roles in one posting.',
  },
  {
    id: 'jd-144',
    text: `Manager - urgent requirement - Delhi NCR - good salary - call HR now`,
    family: null,
    level: null,
    note: 'A bare "Manager" with no function or scope.',
  },
  {
    id: 'jd-145',
    text: `High School Mathematics Teacher (Grades 9-12)

Teach Algebra II and Pre-Calculus, prepare students for state assessments, and support the math club. State teaching certification in secondary mathematics required. Salary per district schedule ($52,000-$78,000 depending on experience and degree).`,
    family: null,
    level: null,
    note: 'Education: outside every job family.',
  },
  {
    id: 'jd-146',
    text: `International Voice Process - Freshers - Night Shift - Noida
Handle inbound calls for a US telecom client: billing queries, plan changes, troubleshooting. Excellent English communication required. 12th pass / graduates. Salary 22-28k + incentives + cab facility. 5 days working.`,
    family: null,
    level: null,
    note: 'Call-centre support, outside every family; not a Customer Success Manager role.',
  },
  {
    id: 'jd-147',
    text: `HVAC Service Technician
Diagnose and repair commercial rooftop units, chillers and boilers; perform preventive maintenance; document work orders. EPA 608 Universal certification and 3+ years of commercial HVAC experience required. Company van, tools, and on-call rotation.`,
    family: null,
    level: null,
    note: 'Skilled trade: outside every job family.',
  },
];
