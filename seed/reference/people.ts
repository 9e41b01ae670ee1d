// Names of people as they appear on Indian boards: surnames by region and community (most common first:
// a surname's weight falls with its rank), first names by decade of birth and by sex. Lists are
// compiled from common surnames and given names of each region; no list is a register of real people.

/** Region of each state, by GST state code: n(orth), w(est), e(ast), s(outh), c(entral), ne (north-east). */
export const REGION_OF_STATE: Record<string, Region> = {
  '01': 'n',
  '02': 'n',
  '03': 'n',
  '04': 'n',
  '05': 'n',
  '06': 'n',
  '07': 'n',
  '08': 'n',
  '09': 'n',
  '10': 'e',
  '11': 'ne',
  '12': 'ne',
  '13': 'ne',
  '14': 'ne',
  '15': 'ne',
  '16': 'e',
  '17': 'ne',
  '18': 'ne',
  '19': 'e',
  '20': 'e',
  '21': 'e',
  '22': 'c',
  '23': 'c',
  '24': 'w',
  '26': 'w',
  '27': 'w',
  '29': 'ks',
  '30': 'w',
  '31': 's',
  '32': 'kl',
  '33': 'tn',
  '34': 'tn',
  '35': 'tn',
  '36': 'te',
  '37': 'te',
  '38': 'n',
}
export type Region = 'n' | 'w' | 'e' | 's' | 'c' | 'ne' | 'ks' | 'kl' | 'tn' | 'te'

const list = (text: string) => text.trim().split(/\s+/)

/** Business communities found on boards across India (Marwari, Jain, Gujarati, Punjabi, Sindhi). */
const PAN_INDIA = list(`Agarwal Jain Gupta Shah Mehta Goyal Bansal Mittal Singhal Jindal Garg Khandelwal Maheshwari Agrawal Kothari Bhandari Chopra
  Kapoor Khanna Malhotra Arora Sethi Bajaj Poddar Jhunjhunwala Saraf Kejriwal Modi Lodha Surana Sethia Baid Golechha Dugar Chordia Daga Rathi
  Somani Mundra Birla Ruia Khaitan Jalan Todi Dalmia Kanodia Bagaria Tulsyan Chhabra Bhatia Anand Sachdeva Talwar Sahni Ahuja Narang Khurana
  Kalra Chawla Bedi Gill Sodhi Advani Lalwani Mirchandani Chandnani Hinduja Wadhwani Jagtiani Motwani Rupani Ramchandani Bhojwani Kumar`)

const SURNAMES: Record<Region, string[]> = {
  n: list(`Sharma Singh Verma Kumar Gupta Yadav Chauhan Tiwari Mishra Pandey Srivastava Saxena Rastogi Tyagi Chaudhary Rawat Negi Bisht
    Thakur Rana Malik Dhillon Sandhu Grewal Sidhu Bhatt Joshi Pant Bhardwaj Dixit Dubey Shukla Tripathi Awasthi Bajpai Mathur Kaushik Vashisht
    Sehgal Dhawan Bhalla Mehra Khattar Dahiya Hooda Sangwan Ahlawat Phogat Rathore Shekhawat Bhati Parihar Solanki Kachhwaha Meena Saini
    Rajput Nagar Bhargava Kulshreshtha Agnihotri Nigam Khare Asthana Sinha Chaturvedi Upadhyay Dwivedi Mehrotra Tandon Kakkar Wadhwa Oberoi
    Suri Puri Bakshi Mahajan Gandotra Raina Kaul Dhar Razdan Pandita Wali Bhat Lone Mir Shah Qureshi Ansari Siddiqui Khan Rizvi Naqvi Zaidi
    Aggarwal Bhasin Bhutani Dua Duggal Gambhir Grover Handa Jolly Juneja Kohli Luthra Madan Manchanda Marwah Nanda Pahwa Rekhi Sabharwal
    Seth Sood Taneja Tuli Vij Virmani Walia Bains Brar Cheema Dhaliwal Gill Mann Randhawa Sekhon Virk Sangha Aulakh Bajwa Deol Goyat
    Jakhar Kadian Malik Punia Sihag Beniwal Godara Choudhary Poonia Bishnoi Rathi Goel Singla Mangla Jindal Gera Bhalotia Chugh Kalia`),
  w: list(`Patel Shah Desai Mehta Joshi Parikh Trivedi Pandya Bhatt Dave Vyas Thakkar Modi Gandhi Parmar Chauhan Solanki Rathod Makwana Vaghela
    Jadeja Zala Gohil Chavda Dholakia Sanghvi Doshi Vora Kapadia Choksi Kothari Mistry Panchal Prajapati Soni Lakdawala
    Patil Deshmukh Kulkarni Joshi Deshpande Jadhav Pawar Shinde More Gaikwad Chavan Kale Bhosale Salunkhe Sawant Naik Kamat Pai Shenoy Apte
    Gokhale Ranade Phadke Karve Sathe Bapat Godbole Paranjpe Limaye Khare Wagh Thorat Mane Kadam Shirke Mhatre Raut Nair Fernandes D'Souza
    Pereira Rodrigues Almeida Gomes Dias Menezes Sardesai Dhume Kamath Prabhu Wadia Mistry Dastur Irani Bharucha Lalwani
    Amin Bhagat Brahmbhatt Chokshi Dalal Dani Gajjar Jani Joshipura Kansara Kharwa Majmudar Mankad Merchant Nanavati Oza Purohit Raval
    Sheth Shroff Sutaria Talati Thaker Upadhyaya Vakil Vasavada Zaveri Acharya Bhide Chitale Dandekar Deodhar Gadgil Joglekar Kelkar
    Khadilkar Lele Marathe Nene Oak Pendse Sahasrabudhe Tendulkar Vaidya Wagle Ambekar Bhagwat Chaudhari Dhumal Ghorpade Jagtap Kulkarni
    Lokhande Mohite Nikam Pisal Shelke Tambe Waghmare Yadav Zende`),
  e: list(`Das Banerjee Chatterjee Mukherjee Ghosh Bose Sen Dutta Roy Chakraborty Bhattacharya Ganguly Majumdar Sarkar Saha Mondal Paul Dey
    Biswas Kundu Haldar Pal Mitra Basu Guha Nandi Sengupta Dasgupta Chowdhury Bhowmik Karmakar Pramanik Mallick Naskar Samanta Maity Jana
    Mohanty Panda Mishra Patnaik Pattnaik Sahoo Behera Nayak Swain Rout Parida Jena Mahapatra Dash Tripathy Senapati Pradhan Sinha Prasad
    Jha Thakur Choudhary Yadav Mahto Singh Ojha Pathak Tiwary Sahay Srivastava Kumar Ranjan Verma Agarwalla Baruah Bora Gogoi Hazarika Kalita
    Saikia Deka Sarma Barman Medhi Phukan Adhikari Bagchi Bandyopadhyay Bhaduri Chakrabarti Das Gupta Datta Ghoshal Lahiri Maitra
    Mazumdar Mukhopadhyay Nag Niyogi Raha Sanyal Sarkar Sil Talukdar Acharya Barik Bhoi Biswal Das Mohapatra Mallick Misra Nanda
    Ojha Pati Pradhan Sabat Satpathy Sethi Tripathy Upadhyay Agarwalla Choudhury Kashyap Lal Mandal Pandit Rai Sah Sharma Thakur`),
  s: list(`Reddy Rao Naidu Iyer Iyengar Nair Menon Pillai Krishnan Subramanian Venkatesan Raghavan Srinivasan Narayanan Ramachandran Gopalan`),
  c: list(`Sharma Jain Agrawal Tiwari Mishra Dubey Shukla Pandey Chouhan Patel Sahu Verma Yadav Rajput Thakur Gupta Khandelwal Maheshwari
    Soni Tomar Bhadoria Sikarwar Kushwaha Lodhi Patidar Dhakad Chaturvedi Upadhyay Saxena Shrivastava Nema Chourasia Dwivedi Tripathi Bajpai
    Parihar Baghel Sengar Raghuwanshi Mehta Bhatt Kanungo Dixit Agnihotri Awasthi Bhargava Chandel Dangi Gour Jaiswal Kataria Khare
    Mishra Namdeo Ojha Pathak Rai Rawat Sahu Saraf Shivhare Singhai Soni Sharma Tamrakar Vishwakarma Yadav`),
  ne: list(`Das Sarma Baruah Bora Gogoi Hazarika Kalita Saikia Deka Barman Singh Sangma Marak Lyngdoh Kharkongor Syiem Nongrum Lalremruata
    Lalthanzuala Zothanpuia Vanlalruata Ao Jamir Longkumer Chakhesang Angami Rai Pradhan Chettri Gurung Tamang Lepcha Bhutia Sherpa Meitei
    Laishram Ningthoujam Khumukcham Debbarma Reang Jamatia`),
  ks: list(`Rao Reddy Gowda Shetty Hegde Bhat Kamath Shenoy Pai Nayak Kini Prabhu Acharya Upadhyaya Murthy Swamy Prasad Kumar Naik Patil
    Kulkarni Desai Joshi Hiremath Hosamani Kattimani Shivakumar Manjunath Nagaraj Ramesh Srinivas Ramaiah Siddaiah Gowdru Urs Aradhya
    Krishnappa Venkatesh Iyengar Iyer Sharma Mallya Ballal Alva Rai Poojary Amin Bangera Kotian Salian Adiga Aithal Bhandary Chandrashekar
    Gowda Halappa Holla Kadamba Karanth Kodagu Madappa Muthanna Nadig Puttaswamy Rangaswamy Shastri Somaiah Tantri Uchil Vokkaliga
    Basavaraj Bellad Channappa Doddamani Gadag Huded Kori Lingaraj Mathad Patted Sajjan Shettar`),
  kl: list(`Nair Menon Pillai Kurup Panicker Warrier Namboothiri Varma Thampi Kurian Thomas George Mathew Varghese Joseph Jacob Abraham
    Chacko Philip Cherian John Antony Paul Francis Xavier Mathai Ittyerah Koshy Oommen Eapen Rahman Koya Haji Kunju Moideen Basheer Ali
    Namboodiri Unnithan Nambiar Kaimal Marar Potti Iyer Krishnan Gopinath Sasidharan Balakrishnan Radhakrishnan Vijayan Suresh
    Alexander Chandy Cyriac Devassy Emmanuel Ipe Jose Kuriakose Mani Manjooran Ninan Pothen Punnoose Sebastian Skaria Tharakan Zachariah
    Kunhi Kutty Mammen Nair Padmanabhan Raghavan Sreedharan Unnikrishnan Velayudhan Achuthan Damodaran Karunakaran Madhavan Narayanan`),
  tn: list(`Iyer Iyengar Krishnan Subramanian Venkatesan Raghavan Srinivasan Narayanan Ramachandran Gopalan Sundaram Ramasamy Palaniswamy
    Natarajan Chandrasekaran Balasubramanian Rajendran Murugan Pandian Thevar Gounder Nadar Chettiar Mudaliar Pillai Naidu Raja Selvam
    Kannan Senthil Kumaran Arumugam Shanmugam Velusamy Periasamy Annamalai Sivakumar Ravichandran Elangovan Manickam Thangaraj Duraisamy
    Jayaraman Vaidyanathan Parthasarathy Rangarajan Swaminathan Viswanathan Sankaran Mahadevan Govindarajan Karthikeyan Lakshmanan
    Alagappan Arunachalam Ayyar Chellappa Dhandapani Ganesan Jagannathan Kaliappan Krishnaswamy Muthusamy Nagarajan Palanisamy
    Ramanathan Sakthivel Saravanan Sethuraman Subbiah Thirumalai Vadivel Venugopal Kumarasamy Mariappan Muthukumar Rajagopal`),
  te: list(`Reddy Rao Naidu Chowdary Raju Varma Sharma Murthy Prasad Kumar Babu Goud Yadav Setty Gupta Achari Sastry Choudary Kamma
    Rayudu Nayudu Vemuri Kodali Nallamothu Gorantla Pinnamaneni Kandula Boddu Gaddam Katta Mandava Tummala Yarlagadda Alluri Penmetsa
    Datla Kalidindi Bhupathiraju Sagi Koneru Chalasani Paruchuri Nadendla Kasu Jupally Kalvakuntla Errabelli Thummala Ponnala Nimmagadda
    Addanki Bandaru Bollineni Chintalapati Dasari Gadde Garapati Jasti Kakani Kolli Lanka Maddipati Nannapaneni Pallapothu Ravuri
    Sunkara Talluri Uppalapati Vallabhaneni Akkineni Anumolu Bathula Chennupati Devineni Guntupalli Kanumuri Muppalla Pendyala`),
}
SURNAMES.s = [...SURNAMES.s, ...SURNAMES.tn.slice(0, 20), ...SURNAMES.te.slice(0, 20), ...SURNAMES.kl.slice(0, 10)]

/** Surnames of a region, most common first, and those of the national business communities not among them. */
export const surnamesFor = (region: Region): { local: string[]; communities: string[] } => {
  const local = [...new Set(SURNAMES[region])]
  return { local, communities: PAN_INDIA.filter((n) => !local.includes(n)) }
}

/** Given names by generation: [born before 1960, 1960–79, from 1980]; south Indian names apart. */
export const FIRST_NAMES = {
  male: [
    list(`Ramesh Suresh Mahesh Krishna Gopal Mohan Shyam Prakash Om Ram Hari Jagdish Satish Madan Kishore Vinod Bharat Narendra Shankar Govind
      Dinesh Ashok Kamal Vijay Raj Chandra Shiv Ravindra Subhash Ramesh Babulal Mohanlal Radhey Sohan Purushottam Ramakant Gyan Inder Harish`),
    list(`Rajesh Sanjay Sunil Anil Manoj Ajay Vinay Sandeep Rakesh Pradeep Sanjeev Deepak Alok Ashish Rajiv Sudhir Naresh Pankaj Mukesh Umesh
      Atul Nitin Vivek Manish Sameer Ajit Anand Arun Ashwin Girish Hemant Jitendra Kamlesh Lalit Mahendra Navin Paresh Rajendra Yogesh Vikram`),
    list(`Rahul Amit Rohit Vikas Ankit Gaurav Saurabh Abhishek Nikhil Varun Arjun Karan Siddharth Aditya Akash Kunal Mohit Sachin Tarun Vishal
      Yash Harsh Pranav Rishabh Shubham Kartik Ayush Dhruv Sahil Tushar Vaibhav Aman Chirag Parth Kshitij Abhinav Anirudh Utkarsh Nakul Mayank`),
  ],
  female: [
    list(`Kamala Shanti Savitri Sarla Pushpa Sushila Kamla Usha Asha Lata Nirmala Vimala Shakuntala Saroj Kusum Urmila Indira Vidya Sudha Malti`),
    list(`Sunita Anita Rekha Seema Neelam Kavita Meena Geeta Poonam Rita Alka Anju Manju Archana Vandana Shalini Rashmi Sangeeta Sarita Nisha`),
    list(`Neha Pooja Priya Shreya Sneha Ritu Divya Swati Nidhi Megha Shweta Ankita Kritika Tanvi Isha Aditi Riya Simran Payal Apoorva Ishita`),
  ],
  southMale: [
    list(`Venkatesh Srinivasan Subramaniam Krishnamurthy Ramaswamy Narayana Gopalakrishnan Balakrishnan Chandrasekhar Ramakrishna Sivaraman`),
    list(`Suresh Ramesh Ravi Murali Prakash Sridhar Senthil Kannan Raghu Sathish Mohan Venkat Srinivas Madhusudhan Ravishankar Anand Gopal`),
    list(`Karthik Arun Vignesh Praveen Naveen Harish Sandeep Srikanth Kiran Pradeep Vinay Ashwin Rohan Varun Sai Manoj Deepak Harsha Akhil`),
  ],
  southFemale: [
    list(`Lakshmi Saraswathi Meenakshi Kamakshi Padmavathi Savithri Rukmini Janaki Visalakshi Parvathi Annapurna Rajalakshmi Vasantha`),
    list(`Usha Geetha Latha Radha Shobha Vanitha Kalpana Jayanthi Sumathi Revathi Uma Padma Sujatha Vijaya Shanthi Malathi Bhavani`),
    list(`Divya Priya Deepa Swathi Keerthi Sowmya Anusha Bhavya Harini Lavanya Ramya Sindhu Kavya Nandini Sravani Pavithra Aishwarya`),
  ],
}

/** Names of public figures: no generated person may carry one (a reader would take the record for them). */
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
])
