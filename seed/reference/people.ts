// Names of people as they appear on Indian boards: given names by naming tradition, decade of birth and
// sex (surnames by community and state are in surnames.ts). Lists are compiled from common given names
// of each generation; no list is a register of real people.
import type { NameStyle } from './surnames.ts'

const list = (text: string) => text.trim().split(/\s+/)

type Generations = readonly [string[], string[], string[]]
/** Given names by tradition and generation: [born before 1960, 1960–79, from 1980]. No name is in both a male and a female list. */
export const FIRST_NAMES: Record<NameStyle, { male: Generations; female: Generations }> = {
  north: {
    male: [
      list(`Ramesh Suresh Mahesh Krishna Gopal Mohan Shyam Prakash Om Ram Hari Jagdish Satish Madan Kishore Vinod Bharat Narendra Shankar Govind Dinesh
        Ashok Kamal Vijay Raj Chandra Shiv Ravindra Subhash Babulal Mohanlal Radhey Sohan Purushottam Ramakant Gyan Inder Harish Brijmohan Devendra
        Ghanshyam Jaiprakash Kailash Laxman Motilal Nandkishore Premchand Raghunath Shantilal Trilok Umashankar Vishnu Yashpal`),
      list(`Rajesh Sanjay Sunil Anil Manoj Ajay Vinay Sandeep Rakesh Pradeep Sanjeev Deepak Alok Ashish Rajiv Sudhir Naresh Pankaj Mukesh Umesh Atul
        Nitin Vivek Manish Sameer Ajit Anand Arun Ashwin Girish Hemant Jitendra Kamlesh Lalit Mahendra Navin Paresh Rajendra Yogesh Vikram Amitabh
        Bhupendra Dharmendra Hitesh Jayesh Ketan Milind Neeraj Piyush Rajnish Sachin Tushar Upendra Vipin`),
      list(`Rahul Amit Rohit Vikas Ankit Gaurav Saurabh Abhishek Nikhil Varun Arjun Karan Siddharth Aditya Akash Kunal Mohit Sachin Tarun Vishal Yash
        Harsh Pranav Rishabh Shubham Kartik Ayush Dhruv Sahil Tushar Vaibhav Aman Chirag Parth Kshitij Abhinav Anirudh Utkarsh Nakul Mayank Ankur
        Devansh Himanshu Jatin Lakshay Naman Prateek Rajat Sagar Tanmay Vatsal`),
    ],
    female: [
      list(`Kamala Shanti Savitri Sarla Pushpa Sushila Kamla Usha Asha Lata Nirmala Vimala Shakuntala Saroj Kusum Urmila Indira Vidya Sudha Malti
        Prabha Sharda Pramila Shobha Bimla Chandrakanta Durga Gayatri Kaushalya Leela Manorama Parvati Sarojini Sumitra Tara`),
      list(`Sunita Anita Rekha Seema Neelam Kavita Meena Geeta Poonam Rita Alka Anju Manju Archana Vandana Shalini Rashmi Sangeeta Sarita Nisha
        Anuradha Bharti Deepa Jyoti Madhu Mamta Neeta Preeti Renu Shikha Sonia Suman Uma Veena`),
      list(`Neha Pooja Priya Shreya Sneha Ritu Divya Swati Nidhi Megha Shweta Ankita Kritika Tanvi Isha Aditi Riya Simran Payal Apoorva Ishita Aakriti
        Bhavna Charu Garima Juhi Komal Mansi Nikita Pallavi Prachi Radhika Shruti Sakshi Tanya Vidhi`),
    ],
  },
  south: {
    male: [
      list(`Venkatesh Srinivasan Subramaniam Krishnamurthy Ramaswamy Narayana Gopalakrishnan Balakrishnan Chandrasekhar Ramakrishna Sivaraman
        Rangaswamy Seshadri Sundaram Thyagarajan Vaidyanathan Raghunathan Padmanabhan Nagarajan Govindan Kuppuswamy Annamalai Muthu Perumal`),
      list(`Suresh Ramesh Ravi Murali Prakash Sridhar Senthil Kannan Raghu Sathish Mohan Venkat Srinivas Madhusudhan Ravishankar Anand Gopal Balaji
        Chandrashekar Jayakumar Kumar Mahesh Nagesh Prasanna Ramana Sekhar Shivakumar Srikant Sudhakar Umesh Vasudev Vijay`),
      list(`Karthik Arun Vignesh Praveen Naveen Harish Sandeep Srikanth Kiran Pradeep Vinay Ashwin Rohan Varun Sai Manoj Deepak Harsha Akhil Abhilash
        Ajith Aravind Bharath Dinesh Gokul Hari Jagadeesh Madhav Nithin Pavan Rakesh Santhosh Sharath Tejas Vamsi`),
    ],
    female: [
      list(`Lakshmi Saraswathi Meenakshi Kamakshi Padmavathi Savithri Rukmini Janaki Visalakshi Parvathi Annapurna Rajalakshmi Vasantha Alamelu
        Bhagirathi Jayalakshmi Kalyani Kamalam Kanakam Mangalam Ponnammal Sarada Seethalakshmi Thangam Vijayalakshmi`),
      list(`Usha Geetha Latha Radha Shobha Vanitha Kalpana Jayanthi Sumathi Revathi Uma Padma Sujatha Vijaya Shanthi Malathi Bhavani Chitra Hema Indira
        Jaya Kavitha Lalitha Mala Nirmala Prema Rajeswari Sharmila Suganthi Vasuki`),
      list(`Divya Priya Deepa Swathi Keerthi Sowmya Anusha Bhavya Harini Lavanya Ramya Sindhu Kavya Nandini Sravani Pavithra Aishwarya Akshaya Archana
        Dhanya Gayathri Haritha Janani Kalyani Madhuri Nivetha Pooja Sahana Shalini Sneha Sruthi Vaishnavi`),
    ],
  },
  east: {
    male: [
      list(`Amal Bimal Kamal Nirmal Haradhan Gour Nitai Sudhir Jyotirmoy Prafulla Satyendra Debendra Birendra Nripendra Santosh Kalipada Ajit Ashutosh
        Bholanath Dhirendra Gopinath Haripada Jagannath Manindra Nabakumar Rabindra Sachindra Tarapada`),
      list(`Subrata Debasish Partha Tapan Swapan Prasenjit Dipankar Sanjib Sukanta Arindam Biswajit Goutam Joydeep Kaushik Pranab Sudip Abhijit Amitava
        Anjan Bapi Chandan Debabrata Indranil Malay Pradip Ranjan Samir Soumen Tapas Uttam`),
      list(`Sourav Arnab Sayan Rohan Debarghya Anirban Souvik Rajarshi Abhishek Aritra Soumya Subhajit Ayan Sagnik Pritam Tanmoy Rudra Agnibha Debjit
        Indrajit Kaustav Nilanjan Priyam Ritwik Saptarshi Sudipta Trideep`),
    ],
    female: [
      list(`Bani Chhaya Gita Kanan Lila Maya Nilima Protima Renuka Sabita Shefali Sova Suchitra Tapati Anima Arati Bela Jharna Kalyani Minati Nandarani
        Parul Rina Swarnalata`),
      list(`Mousumi Sharmistha Sanchita Rupa Sumana Tanushree Madhumita Paromita Soma Jayashree Mita Shampa Sutapa Chaitali Dipali Indrani Mahua Nupur
        Papiya Ruma Sonali Sumita Tumpa`),
      list(`Ananya Debolina Poulomi Riya Sreeja Srijita Moumita Oindrila Anwesha Rituparna Sayani Trisha Ankita Dipanwita Ishani Koyel Madhurima Payel
        Priyanka Rimjhim Sohini Sudeshna Tiyasha`),
    ],
  },
  sikh: {
    male: [
      list(`Gurbachan Harbans Kartar Joginder Mohinder Surjit Balwant Gurdial Jaswant Karnail Piara Sardara Ujagar Bachittar Darshan Gurcharan Hazara
        Jagir Kirpal Lakhbir Mehar Naranjan Pritam Sewa`),
      list(`Balwinder Gurmeet Harjeet Jaswinder Kuldeep Manjit Paramjit Rajinder Sukhwinder Tejinder Amarjit Bhupinder Charanjit Davinder Gurdeep
        Harbhajan Iqbal Jagdeep Kulwant Lakhwinder Narinder Ravinder Satnam Surinder`),
      list(`Gurpreet Harpreet Jaspreet Manpreet Amanpreet Arshdeep Gagandeep Harmanpreet Jasdeep Karanveer Lovepreet Navjot Prabhjot Ravneet Sandeep
        Simranjit Sukhpreet Tajinder Yuvraj Akashdeep Gurkirat Harshdeep Inderjit Jashan`),
    ],
    female: [
      list(`Swaran Satya Gurbax Harnam Bachan Sukhwant Nasib Bhag Pritpal Chanan Jeeto Prito`),
      list(`Amarjeet Charanjeet Harjinder Kulwinder Manjeet Paramjeet Sarabjit Sukhjit Jasvir Rupinder Baljeet Gurmit Harvinder`),
      list(`Gurleen Harleen Jasleen Navneet Prabhleen Rajveer Simran Amrit Gurnoor Harnoor Jasmeet Kirandeep Mehakpreet Nimrat Sukhmani`),
    ],
  },
  muslim: {
    male: [
      list(`Abdul Mohammed Ahmed Ismail Ibrahim Yusuf Rahim Karim Hamid Rashid Majid Salim Jamal Kasim Abdullah Habib Latif Nasir Qasim Shafi Anwar
        Bashir Ghulam Hafiz Iqbal Mehboob Nawab Sabir Sultan Zahir`),
      list(`Aslam Javed Salim Rafiq Shahid Tariq Arif Nadeem Faisal Imran Irfan Khalid Naseem Parvez Rizwan Sajid Shakeel Tahir Wasim Zafar Akbar Altaf
        Asif Feroz Iftikhar Mushtaq Naveed Riyaz Sarfaraz Shamim`),
      list(`Aamir Adil Arshad Ayaan Danish Faizan Fahad Hamza Imran Junaid Kashif Mohsin Nabeel Owais Rehan Saad Sameer Shoaib Talha Zaid Aftab Azhar
        Bilal Farhan Haris Mudassir Rayyan Salman Sohail Usman`),
    ],
    female: [
      list(`Amina Fatima Khadija Zubeida Razia Sakina Hajra Mumtaz Nargis Noor Rabia Sultana Zohra Ayesha Bilquis Jamila Kulsum Mehrunnisa Najma
        Shehnaz Zainab`),
      list(`Nasreen Shabana Farida Rukhsana Parveen Salma Tabassum Yasmin Nazia Reshma Shaheen Sabiha Asma Farzana Ghazala Kausar Nilofar Rehana Rubina
        Shagufta Tahira`),
      list(`Sana Ayesha Zoya Alisha Afreen Heena Mehreen Nida Saba Sadia Shifa Sumaiya Tasneem Uzma Aliya Anam Fiza Iqra Mariam Rida Sania`),
    ],
  },
  // Meitei given names (Manipur): the name between the clan and Singh, Devi or Chanu (seed/people.ts).
  meitei: {
    male: [
      list(`Tomba Ibomcha Chaoba Ibohal Gourachandra Nabakishore Biramani Manihar Nilamani Yaima Dhanachandra Kulachandra Achouba Ibochou`),
      list(`Premjit Romen Sanatomba Ibungo Tiken Brojen Nando Jiten Shyamkumar Bidyananda Herojit Inaobi Somorjit Khogendra Ratankumar`),
      list(`Sanjit Roshan Lanchenba Thoiba Nganba Chinglen Chingkhei Lamnganba Yaiphaba Meiraba Malemnganba Tomthin Pabitra Bikramjit`),
    ],
    female: [
      list(`Tombi Ibemhal Memcha Sanatombi Ibeyaima Thambal Ibemcha Sakhi Romila Tamphasana`),
      list(`Binodini Ranjita Sarojini Kiranmala Rebika Premila Sunibala Ranibala Shantibala Ibecha`),
      list(`Linthoi Thoibi Bidyarani Lanchenbi Thoithoi Ngambi Nganbi Chingkheibi Leimarembi Thadoi`),
    ],
  },
  // Buddhist Ladakhi given names (Leh); a woman's second name is her own too (seed/people.ts LADAKHI_WOMEN).
  ladakhi: {
    male: [
      list(`Tsewang Nawang Konchok Lobzang Thinles Gyaltsen Phuntsog Skalzang Rinchen Chhering`),
      list(`Jigmet Thupstan Tsewang Konchok Nawang Lobzang Tsetan Kunzang Chhering Gyaltsen`),
      list(`Jigmet Tsetan Kunzang Stobgais Delek Tsewang Urgain Nawang Sherab Thinles`),
    ],
    female: [
      list(`Diskit Deachen Yangchan Tsomo Yangzes Kunzes Chonzom Lhadon`),
      list(`Diskit Deachen Yangchan Tsomo Yangzes Kunzes Chonzom Lhadon`),
      list(`Diskit Deachen Yangchan Tsomo Yangzes Kunzes Chonzom Lhadon`),
    ],
  },
  christian: {
    male: [
      list(`Joseph George Thomas Mathew John Abraham Francis Peter Paul Anthony Jacob Varghese Michael Augustine Sebastian Chacko Philip Simon Lawrence
        Stephen Albert Cyril Dominic Felix Gregory`),
      list(`Joseph Jose Thomas Mathew Sunny Biju Shaji Saji Roy Babu Tony Joy Benny Jimmy Wilson Victor Jerome Clement Ronald Vincent Alwyn Cedric
        Denis Lionel Melwyn Nelson Royston Walter`),
      list(`Jithin Jobin Alan Aaron Kevin Ryan Allen Basil Bibin Don Ebin Jeswin Nevin Rohan Sharon Tijo Alwin Brian Clinton Dylan Glen Jason Joel Neil
        Russell Shawn`),
    ],
    female: [
      list(`Mary Annamma Mariamma Rosamma Elizabeth Thresiamma Aleyamma Sosamma Kunjamma Margaret Agnes Bridget Celine Lucy Philomena Rose Teresa
        Josephine Gracy Helen`),
      list(`Jessy Molly Lissy Shiny Susan Annie Mini Beena Leena Sheela Valsa Bincy Daisy Jancy Lilly Sally Sherly Sophia Stella Vera Violet`),
      list(`Ann Anju Neethu Reshma Riya Sneha Tessa Merin Aleena Anitta Christina Jency Jisha Linta Nimmy Rinu Serin Sheryl Tina Tresa`),
    ],
  },
}

/**
 * Names of public figures: no generated person may carry one (a reader would take the record for them).
 * Kept by hand from the news (Lok Sabha and state cabinets, film and business figures) and from what
 * experts find on generated boards: add a name here when one is reported; test/seed/coherence.test.ts
 * checks the reported ones are listed and that no director carries any.
 */
export const FAMOUS = new Set([
  'Rahul Gandhi',
  'Sonia Gandhi',
  'Narendra Modi',
  'Mukesh Ambani',
  'Anil Ambani',
  'Ratan Tata',
  'Gautam Adani',
  'Amit Shah',
  'Manmohan Singh',
  'Arvind Kejriwal',
  'Sachin Tendulkar',
  'Virat Kohli',
  'Rajiv Gandhi',
  'Priyanka Gandhi',
  'Indira Gandhi',
  'Nitin Gadkari',
  'Azim Premji',
  'Kumar Mangalam Birla',
  'Lakshmi Mittal',
  'Shiv Nadar',
  'Rahul Bajaj',
  'Uday Kotak',
  'Anand Mahindra',
  'Nandan Nilekani',
  'Amitabh Bachchan',
  'Shah Rukh Khan',
  'Salman Khan',
  'Aamir Khan',
  // Politicians: the full names (first and last) readers know from the news.
  ...`Mamata Banerjee, Nitish Kumar, Lalu Yadav, Akhilesh Yadav, Mulayam Yadav, Tejashwi Yadav, Sharad Pawar, Ajit Pawar,
  Supriya Sule, Uddhav Thackeray, Raj Thackeray, Devendra Fadnavis, Eknath Shinde, Rajnath Singh, Nirmala Sitharaman,
  Smriti Irani, Ashok Gehlot, Sachin Pilot, Naveen Patnaik, Chandrababu Naidu, Jagan Reddy, Revanth Reddy, Pinarayi Vijayan,
  Hemant Soren, Shibu Soren, Bhupesh Baghel, Kamal Nath, Digvijaya Singh, Jyotiraditya Scindia, Shivraj Chouhan, Piyush Goyal,
  Arun Jaitley, Sushma Swaraj, Atal Vajpayee, Kapil Sibal, Shashi Tharoor, Anurag Thakur, Jairam Ramesh, Mallikarjun Kharge,
  Omar Abdullah, Farooq Abdullah, Mehbooba Mufti, Pranab Mukherjee, Droupadi Murmu, Jagdeep Dhankhar, Om Birla,
  Himanta Sarma, Bhagwant Mann, Sanjay Raut, Asaduddin Owaisi, Sukhbir Badal, Amarinder Singh, Navjot Sidhu,
  Manohar Khattar, Vasundhara Raje, Basavaraj Bommai, Yogi Adityanath, Rekha Gupta, Mohan Yadav, Pushkar Dhami,
  Pramod Sawant, Manik Saha, Conrad Sangma, Pema Khandu, Biren Singh, Sarbananda Sonowal, Kiren Rijiju, Dharmendra Pradhan,
  Ashwini Vaishnaw, Hardeep Puri, Ghulam Azad, Sharad Yadav, Chirag Paswan, Sushil Modi, Bhupendra Patel, Anandiben Patel,
  Vijay Rupani, Nitin Patel, Hardik Patel, Jignesh Mevani, Kanhaiya Kumar, Meira Kumar, Charan Singh, Deve Gowda,
  Yashwant Sinha, Jaswant Singh, Venkaiah Naidu, Hamid Ansari, Pratibha Patil, Zail Singh, Morarji Desai, Ram Kovind,
  Lal Advani, Shivraj Patil, Sushilkumar Shinde, Prithviraj Chavan, Ashok Chavan, Vilasrao Deshmukh, Nana Patole,
  Abhishek Banerjee, Chandrashekar Rao, Chandrasekhar Rao, Varun Gandhi, Maneka Gandhi, Paresh Rawal, Anil Kapoor,
  Yash Chopra, Aditya Chopra, Karan Johar, Ranbir Kapoor, Boney Kapoor, Sunil Shetty, Suniel Shetty, Abhishek Bachchan,
  Okram Ibobi Singh, Nongthombam Biren Singh, Thokchom Meinya Singh, Thupstan Chhewang, Jamyang Namgyal, Sonam Wangchuk`
    .split(',')
    .map((name) => name.trim()),
])
