import type { SeedDailyPrayer } from './types';

/** Daily library prayers daily-141 to daily-215 (see daily-prayers.ts). */
export const dailyPrayers141: readonly SeedDailyPrayer[] = [
  {
    key: 'daily-141',
    title: 'In the Beginning',
    content:
      'Creator God, in the beginning you spoke into darkness and emptiness, and there was light. Nothing existed that you did not call into being, and your Spirit moved over the waters before anything had a name.\n\nSome parts of my life feel formless and dark today. Speak into them as you spoke at the beginning. Let there be light where I am confused, order where I am scattered, and life where things feel empty. Thank you that you are still a God who creates. Let this day begin with your word and not with my worry. Amen.',
    scripture:
      'In the beginning, God created the heavens and the earth. The earth was formless and empty. Darkness was on the surface of the deep and God’s Spirit was hovering over the surface of the waters. God said, “Let there be light,” and there was light.',
    reference: 'Genesis 1:1-3 (WEB)',
  },
  {
    key: 'daily-142',
    title: 'It Was Very Good',
    content:
      'God of all creation, when you looked at everything you had made, you saw that it was very good. The land, the seas, the creatures, and the people made in your image all received your blessing.\n\nTeach me to see the world with your eyes. When I grow cynical, remind me of the goodness woven into creation. When I am careless with the earth, make me a faithful keeper of it. And when I look at the people around me today, help me to see the image of God in each one, even in those I find difficult to love. Amen.',
    scripture:
      'God saw everything that he had made, and, behold, it was very good. There was evening and there was morning, a sixth day.',
    reference: 'Genesis 1:31 (WEB)',
  },
  {
    key: 'daily-143',
    title: 'Breath of Life',
    content:
      'Lord God, you formed the first human from the dust of the ground and breathed into his nostrils the breath of life. Every breath I take today is a gift from you.\n\nI am made of dust, and I am made for you. Keep me humble about the first and hopeful about the second. When I am tired or sick, remind me that my life depends on your breath and not my strength. Let me use the breath you give to speak kindly, to sing your praise, and to pray for those who are struggling to breathe today. Amen.',
    scripture:
      'Yahweh God formed man from the dust of the ground, and breathed into his nostrils the breath of life; and man became a living soul.',
    reference: 'Genesis 2:7 (WEB)',
  },
  {
    key: 'daily-144',
    title: 'Not Good to Be Alone',
    content:
      'God who made us for one another, you said it is not good for a person to be alone. You made us to need help and to give it, to belong to each other.\n\nI pray for the lonely today: those who live alone, those who feel alone in crowded rooms, those who have lost a spouse or a friend. Bring them companions who will stay. Make me attentive to the isolated people in my own circle. Teach your church to be a family where no one is left by themselves, and where everyone is both helped and a helper. Amen.',
    scripture: 'Yahweh God said, “It is not good for the man to be alone. I will make him a helper comparable to him.”',
    reference: 'Genesis 2:18 (WEB)',
  },
  {
    key: 'daily-145',
    title: 'Where Are You?',
    content:
      'Lord God, when Adam and Eve hid from you among the trees, you came walking in the garden and called, Where are you? You went looking for the ones who were hiding.\n\nI hide from you too, behind busyness, excuses, and silence. Thank you that you keep calling my name. I do not want to run from you today. Give me courage to step out from behind the trees and answer honestly. Meet my shame with your mercy, and let me walk with you again in the cool of the day. Amen.',
    scripture:
      'They heard Yahweh God’s voice walking in the garden in the cool of the day, and the man and his wife hid themselves from the presence of Yahweh God among the trees of the garden. Yahweh God called to the man, and said to him, “Where are you?”',
    reference: 'Genesis 3:8-9 (WEB)',
  },
  {
    key: 'daily-146',
    title: 'The Rainbow Promise',
    content:
      'Faithful God, after the flood you set your bow in the clouds as a sign of your covenant with every living creature. You remember your promise, and you keep it.\n\nWhen I see a rainbow, remind me that you are a God who binds yourself to your word. In the storms of my life, let me look for the signs of your faithfulness. I pray for all who have lost homes or loved ones to floods and disasters today. Bring them help and rebuild what was washed away. Let your mercy be wider than the waters. Amen.',
    scripture:
      'I set my rainbow in the cloud, and it will be a sign of a covenant between me and the earth. When I bring a cloud over the earth, that the rainbow will be seen in the cloud, I will remember my covenant, which is between me and you and every living creature of all flesh, and the waters will no more become a flood to destroy all flesh.',
    reference: 'Genesis 9:13-15 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-147',
    title: 'Go to the Land I Will Show You',
    content:
      'Lord, you called Abram to leave his country, his relatives, and his father’s house, and to go to a land you would show him. He went without knowing where he was going.\n\nSome of your calls come without maps. Give me the faith to follow when the next step is clear but the destination is not. Bless those who are moving today, leaving familiar places for new jobs, new countries, or new beginnings. Go ahead of them. And make us a blessing wherever we are sent. Amen.',
    scripture:
      'Now Yahweh said to Abram, “Leave your country, and your relatives, and your father’s house, and go to the land that I will show you. I will make of you a great nation. I will bless you and make your name great. You will be a blessing. I will bless those who bless you, and I will curse him who treats you with contempt. All the families of the earth will be blessed through you.”',
    reference: 'Genesis 12:1-3 (WEB)',
  },
  {
    key: 'daily-148',
    title: 'Count the Stars',
    content:
      'Lord God, you brought Abram outside and told him to look toward the sky and count the stars. So shall your offspring be. He believed you, and you counted it to him as righteousness.\n\nMy hopes sometimes look small and unlikely. Take me outside my cramped thinking and show me the stars. Teach me to believe your promises even when I cannot see how they will come true. Thank you that faith, not perfection, is what you ask. Let me trust you tonight as Abram did. Amen.',
    scripture:
      'Yahweh brought him outside, and said, “Look now toward the sky, and count the stars, if you are able to count them.” He said to Abram, “So your offspring will be.” He believed in Yahweh, who credited it to him for righteousness.',
    reference: 'Genesis 15:5-6 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-149',
    title: 'The God Who Sees Me',
    content:
      'God who sees, Hagar was a servant who had been mistreated and sent away, alone in the wilderness. Yet you found her there, and she called you the God who sees.\n\nI pray today for everyone who feels overlooked, used, or driven away: domestic workers, migrants, those abused by people with power over them. See them, Lord, and let them know they are seen. And if I feel invisible today, remind me that you know my name and my story. Make me a person who notices others as you notice them. Amen.',
    scripture:
      'She called the name of Yahweh who spoke to her, “You are a God who sees,” for she said, “Have I even stayed alive after seeing him?”',
    reference: 'Genesis 16:13 (WEB)',
  },
  {
    key: 'daily-150',
    title: 'Is Anything Too Hard',
    content:
      'Lord, when Sarah laughed at the promise of a son in her old age, you asked, Is anything too hard for Yahweh? You kept your word, and her laughter became joy.\n\nI confess that I sometimes laugh at your promises, or quietly doubt them. The situations I face seem too hard, too old, too far gone. Remind me that nothing is too hard for you. I do not demand that you do what I want, but I ask you to strengthen my faith in what you can do. Let my doubting laughter turn into grateful joy. Amen.',
    scripture:
      'Yahweh said to Abraham, “Why did Sarah laugh, saying, ‘Will I really bear a child when I am old?’ Is anything too hard for Yahweh? At the set time I will return to you, when the season comes around, and Sarah will have a son.”',
    reference: 'Genesis 18:13-14 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-151',
    title: 'The Lord Will Provide',
    content:
      'Lord, Abraham called the place of his hardest test by a name that meant you will provide. On the mountain, you provided what he could not.\n\nI face needs today that I cannot meet on my own: money, strength, wisdom, time. I bring them to you. Teach me to trust your provision without demanding to see it in advance. Thank you for all the ways you have provided before. And make me generous, so that I can be part of your provision for someone else. Amen.',
    scripture:
      'Abraham called the name of that place “Yahweh Will Provide”. As it is said to this day, “On Yahweh’s mountain, it will be provided.”',
    reference: 'Genesis 22:14 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-152',
    title: 'Wrestling Until Dawn',
    content:
      'God of Jacob, Jacob wrestled through the night and would not let go until he was blessed. You gave him a new name, because he had struggled with God and with people and prevailed.\n\nSome of my prayers feel like wrestling. I hold on to you through long nights of questions. Do not let me give up. Give me the persistence to keep praying and the humility to receive the blessing you choose to give. Change me through the struggle, even if I walk away limping. Amen.',
    scripture:
      'The man said, “Let me go, for the day breaks.” Jacob said, “I won’t let you go unless you bless me.” He said to him, “What is your name?” He said, “Jacob”. He said, “Your name will no longer be called Jacob, but Israel; for you have fought with God and with men, and have prevailed.”',
    reference: 'Genesis 32:26-28 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-153',
    title: 'You Meant It for Evil',
    content:
      'Sovereign Lord, Joseph’s brothers meant to harm him, but you meant it for good, to save many lives. You were at work even in the betrayal and the prison.\n\nI cannot always see how you will bring good out of the wrongs done to me. But I ask you to do it. Keep bitterness from taking root in my heart. Give me the grace Joseph showed, to forgive and to provide for those who once hurt me. Let my story, with all its wounds, become part of your story of saving many. Amen.',
    scripture:
      'As for you, you meant evil against me, but God meant it for good, to save many people alive, as is happening today.',
    reference: 'Genesis 50:20 (WEB)',
  },
  {
    key: 'daily-154',
    title: 'The Burning Bush',
    content:
      'Holy God, you spoke to Moses from a bush that burned without being consumed and told him to take off his sandals, because the ground was holy.\n\nTeach me reverence. In ordinary places, the kitchen, the office, the sidewalk, you may be present in ways I do not expect. Help me to notice and to stop. Let me take off whatever keeps me from standing humbly before you. Speak to me as you spoke to Moses, and give me a heart ready to listen and obey. Amen.',
    scripture:
      'He said, “Don’t come close. Take off your sandals, for the place you are standing on is holy ground.” Moreover he said, “I am the God of your father, the God of Abraham, the God of Isaac, and the God of Jacob.” Moses hid his face because he was afraid to look at God.',
    reference: 'Exodus 3:5-6 (WEB)',
  },
  {
    key: 'daily-155',
    title: 'God Heard Their Groaning',
    content:
      'Lord, when your people groaned under slavery in Egypt, you heard them. You remembered your covenant, you saw them, and you were concerned about them.\n\nI pray for all who suffer under oppression today: those trapped in forced labor, those exploited for profit, those silenced by unjust rulers. You see them. You hear them. Come and deliver them. Make your people instruments of that deliverance, willing to speak up and act. Let no cry for justice go unheard in your church. Amen.',
    scripture:
      'God heard their groaning, and God remembered his covenant with Abraham, with Isaac, and with Jacob. God saw the children of Israel, and God understood.',
    reference: 'Exodus 2:24-25 (WEB)',
  },
  {
    key: 'daily-156',
    title: 'Who Am I?',
    content:
      'Lord, when you called Moses, his first answer was, Who am I, that I should go? Your answer was not about Moses at all. You said, I will certainly be with you.\n\nI ask the same question when a task feels too big. Who am I to lead, to speak, to care for this person, to take this step? Remind me that the answer is not in my qualifications but in your presence. Go with me today into whatever I am afraid of, and let me do it because you are with me. Amen.',
    scripture:
      'Moses said to God, “Who am I, that I should go to Pharaoh, and that I should bring the children of Israel out of Egypt?” He said, “Certainly I will be with you. This will be the token to you, that I have sent you: when you have brought the people out of Egypt, you shall serve God on this mountain.”',
    reference: 'Exodus 3:11-12 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-157',
    title: 'Stand Still and See',
    content:
      'Lord, when your people stood trapped between the sea and the army, Moses told them not to be afraid, to stand still, and to see your salvation. You would fight for them; they only needed to be still.\n\nI feel trapped today, with problems behind me and before me. Quiet my panic. Teach me when to act and when to be still and trust you. Fight for me where I cannot fight for myself. Open a way through the sea I cannot cross. Let me see your salvation with my own eyes. Amen.',
    scripture:
      'Moses said to the people, “Don’t be afraid. Stand still, and see the salvation of Yahweh, which he will work for you today; for you will never again see the Egyptians whom you have seen today. Yahweh will fight for you, and you shall be still.”',
    reference: 'Exodus 14:13-14 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-158',
    title: 'My Strength and My Song',
    content:
      'Lord, you are my strength and my song, and you have become my salvation. You are my God, and I will praise you.\n\nThank you for the times you brought me through what I thought would drown me. Let me not forget to sing on the far shore. Give me joy like Miriam’s, who took up her tambourine and danced. You are not only the strength I lean on but the song I sing. Let my praise today be as real as the rescue you have given. Amen.',
    scripture:
      'Yah is my strength and song. He has become my salvation. This is my God, and I will praise him; my father’s God, and I will exalt him.',
    reference: 'Exodus 15:2 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-159',
    title: 'Manna Each Morning',
    content:
      'Lord, in the wilderness you gave bread from heaven, enough for each day. Your people gathered it morning by morning, and what was left melted in the heat of the sun.\n\nI would rather have a storehouse than daily manna. I want security for years, not just bread for today. Teach me to trust you one day at a time. Give me what I need for this day, and help me not to hoard, not to worry, and not to forget to thank you. Let me gather your gifts each morning with a grateful heart. Amen.',
    scripture:
      'They gathered it morning by morning, everyone according to his eating. When the sun grew hot, it melted.',
    reference: 'Exodus 16:21 (WEB)',
  },
  {
    key: 'daily-160',
    title: 'Holding Up Weary Hands',
    content:
      'Lord, when Moses’ hands grew heavy, Aaron and Hur held them up, one on each side, until the sun went down. The battle was won because friends shared the weight.\n\nThank you for the people who have held up my hands when I was too tired to keep going. Make me that kind of friend. Show me today whose arms are growing heavy: a colleague, a parent, a pastor, a caregiver. Give me the wisdom to stand beside them and help carry the load until the day is done. Amen.',
    scripture:
      'But Moses’ hands were heavy; so they took a stone, and put it under him, and he sat on it. Aaron and Hur held up his hands, the one on the one side, and the other on the other side. His hands were steady until sunset.',
    reference: 'Exodus 17:12 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-161',
    title: 'The Sabbath Was Made for Us',
    content:
      'Lord of the Sabbath, you said that the day of rest was made for people, not people for the day of rest. Rest is your gift, not a burden and not a reward I must earn.\n\nI live in a world that never stops, and I am often restless. Teach me to receive rest as a gift and not a waste. Help me set aside time to stop working, to worship, and to enjoy you and the people I love. Remember those who cannot rest because of poverty or unjust work. Make a way for them to rest as well. Amen.',
    scripture:
      'He said to them, “The Sabbath was made for man, not man for the Sabbath. Therefore the Son of Man is lord even of the Sabbath.”',
    reference: 'Mark 2:27-28 (WEB)',
  },
  {
    key: 'daily-162',
    title: 'Honor Your Parents',
    content:
      'God our Father, you command us to honor our father and mother, and you attach a promise to it. For some this comes easily; for others it is complicated by hurt and distance.\n\nI pray for my parents, living or departed, with thanks for all the good they gave me. Where there were wounds, help me to honor them truthfully, with forgiveness and healthy boundaries. I pray for aging parents who need care, and for the children caring for them. Give patience, wisdom, and love to families navigating these years. Amen.',
    scripture:
      '“Honor your father and mother,” which is the first commandment with a promise: “that it may be well with you, and you may live long on the earth.”',
    reference: 'Ephesians 6:2-3 (WEB)',
  },
  {
    key: 'daily-163',
    title: 'Your Presence Goes With Me',
    content:
      'Lord, Moses said, If your presence does not go with us, do not take us up from here. He would rather stay in the desert with you than go anywhere without you.\n\nLet that be my prayer too. I do not want success, comfort, or progress without your presence. Go with me today into every meeting and every room. Let your presence mark my life and distinguish your people, not by our cleverness but by the reality of your company. Amen.',
    scripture:
      'Moses said to him, “If your presence doesn’t go with me, don’t carry us up from here. For how would people know that I have found favor in your sight, I and your people? Isn’t it that you go with us, so that we are separated, I and your people, from all the people who are on the surface of the earth?”',
    reference: 'Exodus 33:15-16 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-164',
    title: 'Show Me Your Glory',
    content:
      'Lord, Moses asked to see your glory, and you answered that you would make all your goodness pass before him and proclaim your name. Your glory is your goodness.\n\nI want to see your glory today, not in fireworks but in goodness. Let me see it in mercy shown to the undeserving, in faithfulness kept over years, in grace given freely. Open my eyes to the goodness passing by me in ordinary moments. And let your goodness pass through me to others. Amen.',
    scripture:
      'Moses said, “Please show me your glory.” He said, “I will make all my goodness pass before you, and will proclaim Yahweh’s name before you. I will be gracious to whom I will be gracious, and will show mercy on whom I will show mercy.”',
    reference: 'Exodus 33:18-19 (WEB)',
  },
  {
    key: 'daily-165',
    title: 'Love Does No Harm',
    content:
      'Lord, your word says that love does not harm a neighbor, and so love is the fulfillment of the law. You ask me not to take revenge or keep a grudge, but to love.\n\nI carry grudges more easily than I admit. Show me the neighbor I have written off. Soften my heart toward the one who offended me. Teach me to wish them good and not harm. Love, not revenge, is the way you have chosen for your people. Give me the grace to walk in it today. Amen.',
    scripture: 'Love doesn’t harm a neighbor. Love therefore is the fulfillment of the law.',
    reference: 'Romans 13:10 (WEB)',
  },
  {
    key: 'daily-166',
    title: 'The Stranger Among You',
    content:
      'God who loves the stranger, you defend the fatherless and the widow, and you love the foreigner, giving them food and clothing. You told your people to love the foreigner, because they too had once been strangers in Egypt.\n\nI pray for migrants, refugees, and newcomers in my city. Protect them from mistreatment and give them welcome. Remind me that I too am a stranger and pilgrim who has been welcomed by you. Make me hospitable and fair. Let the way I treat newcomers reflect the way you have treated me. Amen.',
    scripture:
      'He executes justice for the fatherless and widow and loves the foreigner in giving him food and clothing. Therefore love the foreigner, for you were foreigners in the land of Egypt.',
    reference: 'Deuteronomy 10:18-19 (WEB)',
  },
  {
    key: 'daily-167',
    title: 'Hear, O Israel',
    content:
      'Lord our God, you are one. You ask me to love you with all my heart, all my soul, and all my might. This is the first and greatest command.\n\nMy love is often divided and partial. I give you some of my heart and keep the rest for myself. Gather my affections today. Let my thoughts, my feelings, and my strength be turned toward you. Let loving you be the center from which all my other loves flow. Amen.',
    scripture:
      'Hear, Israel: Yahweh is our God. Yahweh is one. You shall love Yahweh your God with all your heart, with all your soul, and with all your might.',
    reference: 'Deuteronomy 6:4-5 (WEB)',
  },
  {
    key: 'daily-168',
    title: 'Teach Them to Your Children',
    content:
      'Lord, you told your people to keep your words on their hearts and to talk of them at home and on the road, when lying down and when getting up.\n\nFaith is passed on in ordinary moments. Help me speak of you naturally with my children, grandchildren, nieces, nephews, and the young people I know. Give me words at bedtime, in the car, and over meals. Let my life match my words, so that they see a faith that is lived and not only talked about. Amen.',
    scripture:
      'These words, which I command you today, shall be on your heart; and you shall teach them diligently to your children, and shall talk of them when you sit in your house, and when you walk by the way, and when you lie down, and when you rise up.',
    reference: 'Deuteronomy 6:6-7 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-169',
    title: 'Do Not Forget',
    content:
      'Lord, when I have eaten and am satisfied, I should bless you for the good land you have given. Yet full stomachs easily lead to forgetful hearts.\n\nKeep me from forgetting you in times of plenty. When things go well, let me be more grateful, not less dependent. Thank you for food, shelter, and the work that supports me. Teach me to say grace and mean it. And make me generous to those who have not eaten their fill today. Amen.',
    scripture:
      'You shall eat and be full, and you shall bless Yahweh your God for the good land which he has given you.',
    reference: 'Deuteronomy 8:10 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-170',
    title: 'Choose Life',
    content:
      'Lord, you have set before us life and death, blessing and curse, and you urge us to choose life by loving you, obeying your voice, and holding fast to you. You are our life.\n\nEach day I face many small choices between what brings life and what drains it. Help me choose wisely today. Let me choose your voice over the voices of fear, greed, and pride. Give me the courage to hold fast to you, because you are the length of my days and the source of all true life. Amen.',
    scripture:
      'I call heaven and earth to witness against you today that I have set before you life and death, the blessing and the curse. Therefore choose life, that you may live, you and your descendants, to love Yahweh your God, to obey his voice, and to cling to him; for he is your life, and the length of your days, that you may dwell in the land which Yahweh swore to your fathers, to Abraham, to Isaac, and to Jacob, to give them.',
    reference: 'Deuteronomy 30:19-20 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-171',
    title: 'I Will Never Leave You',
    content:
      'Lord, you have said that you will never leave me and never forsake me. So I can say with courage that you are my helper, and I will not be afraid of what people can do.\n\nI am facing something new and uncertain. Go before me into it. Prepare the way, the people, and the words I will need. Free me from the love of money and the fear of not having enough. When I feel abandoned, hold me to your promise. Let me walk forward today with courage rooted in your presence. Amen.',
    scripture:
      'Be free from the love of money, content with such things as you have, for he has said, “I will in no way leave you, neither will I in any way forsake you.” So that with good courage we say, “The Lord is my helper. I will not fear. What can man do to me?”',
    reference: 'Hebrews 13:5-6 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-172',
    title: 'Underneath Are the Everlasting Arms',
    content:
      'Eternal God, you are my dwelling place, and underneath are the everlasting arms. When I fall, I fall into you.\n\nI have been afraid of falling: failing, losing, breaking down. Remind me that your arms are underneath me. Catch those who are falling today into illness, grief, debt, or despair. Let them find that your arms do not give way. Be their home and mine, now and forever. Amen.',
    scripture:
      'The eternal God is your dwelling place. Underneath are the everlasting arms. He thrust out the enemy from before you, and said, ‘Destroy!’',
    reference: 'Deuteronomy 33:27 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-173',
    title: 'Take Heart',
    content:
      'Lord, your word calls all who hope in you to be strong and to let their hearts take courage. Courage is not something I must manufacture; it grows from hope in you.\n\nI need courage today for a conversation I have been avoiding and a decision I have delayed. Give me the strength that comes from your presence. Let my courage not be loud or reckless, but steady and faithful. Wherever I go today, let me remember that you go with me, and that my hope is not in vain. Amen.',
    scripture: 'Be strong, and let your heart take courage, all you who hope in Yahweh.',
    reference: 'Psalm 31:24 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-174',
    title: 'We Will Serve the Lord',
    content:
      'Lord, when Joshua set the choice before them, the people answered, We will serve the Lord our God, and we will listen to his voice. I want to make that choice again today.\n\nMany gods compete for my attention and my household’s devotion: comfort, money, screens, success. Help us choose you. Bless my home with a shared love for you, even when we are tired and imperfect. Let the way we speak, spend, and serve show whom we worship. As for me and my house, we will serve the Lord and listen for his voice. Amen.',
    scripture: 'The people said to Joshua, “We will serve Yahweh our God, and we will listen to his voice.”',
    reference: 'Joshua 24:24 (WEB)',
  },
  {
    key: 'daily-175',
    title: 'Where You Go',
    content:
      'Faithful God, Ruth chose to stay with Naomi when it would have been easier to leave. She said, Where you go, I will go. Your people will be my people, and your God my God.\n\nThank you for loyal love that stays when it would be easier to walk away. I pray for those caring for aging parents, sick spouses, or struggling friends. Give them the strength to keep going. Make me faithful to the people you have given me, especially when loyalty costs something. Amen.',
    scripture:
      'Ruth said, “Don’t urge me to leave you, and to return from following you, for where you go, I will go; and where you stay, I will stay. Your people will be my people, and your God my God. Where you die, I will die, and there I will be buried. May Yahweh do so to me, and more also, if anything but death parts you and me.”',
    reference: 'Ruth 1:16-17 (WEB)',
  },
  {
    key: 'daily-176',
    title: 'Under His Wings',
    content:
      'Lord God, Boaz blessed Ruth, a foreigner and a widow, with the hope that you would reward her, for she had come to take refuge under your wings.\n\nI pray for widows and for foreigners, for those who have lost their protection and come seeking shelter. Gather them under your wings. Make your people like Boaz, generous and kind, leaving room in our fields for those who need to glean. And let me find refuge under your wings today as well. Amen.',
    scripture:
      'Boaz answered her, “I have been told all about what you have done for your mother-in-law since the death of your husband, and how you have left your father, your mother, and the land of your birth, and have come to a people that you didn’t know before. May Yahweh repay your work, and a full reward be given to you from Yahweh, the God of Israel, under whose wings you have come to take refuge.”',
    reference: 'Ruth 2:11-12 (WEB)',
  },
  {
    key: 'daily-177',
    title: 'Hannah’s Prayer',
    content:
      'Lord, Hannah poured out her soul before you in the temple, so deeply that the priest thought she was drunk. She was not drunk; she was grieving and praying with all her heart.\n\nI pray for those who long for children and have not had them. You know their grief and their silent prayers. Hear them. And let me pray with Hannah’s honesty, pouring out my soul before you without worrying how it looks. Thank you that you receive prayers too deep for polished words. Amen.',
    scripture:
      'Hannah answered, “No, my lord, I am a woman of a sorrowful spirit. I have not been drinking wine or strong drink, but I poured out my soul before Yahweh. Don’t consider your servant a wicked woman; for I have been speaking out of the abundance of my complaint and my provocation.”',
    reference: '1 Samuel 1:15-16 (WEB)',
  },
  {
    key: 'daily-178',
    title: 'The Lord Looks at the Heart',
    content:
      'Lord, when Samuel was looking at Jesse’s sons, you told him not to look at appearance or height, because you do not see as people see. You look at the heart.\n\nForgive me for judging by appearances: clothes, status, accent, age. Teach me to see people as you do. And thank you that you see my heart too, not only my failures or my public face. Make my heart a place you are glad to look upon. Amen.',
    scripture:
      'But Yahweh said to Samuel, “Don’t look on his face, or on the height of his stature, because I have rejected him; for I don’t see as man sees. For man looks at the outward appearance, but Yahweh looks at the heart.”',
    reference: '1 Samuel 16:7 (WEB)',
  },
  {
    key: 'daily-179',
    title: 'In the Name of the Lord',
    content:
      'Lord of armies, David faced Goliath not with sword and spear but in your name. He knew the battle was yours.\n\nI face giants too: addictions, fears, injustices, and impossible tasks. Let me face them in your name and not in my own strength. Give courage to all who stand against bullies and oppressors today. Remind us that you do not save by sword and spear, and that the battle belongs to you. Amen.',
    scripture:
      'Then David said to the Philistine, “You come to me with a sword, with a spear, and with a javelin; but I come to you in the name of Yahweh of Armies, the God of the armies of Israel, whom you have defied. Today, Yahweh will deliver you into my hand. I will strike you and take your head from off you. I will give the dead bodies of the army of the Philistines today to the birds of the sky and to the wild animals of the earth, that all the earth may know that there is a God in Israel, and that all this assembly may know that Yahweh doesn’t save with sword and spear; for the battle is Yahweh’s, and he will give you into our hand.”',
    reference: '1 Samuel 17:45-47 (WEB)',
  },
  {
    key: 'daily-180',
    title: 'A Covenant of Friendship',
    content:
      'Lord, Jonathan loved David as his own soul and made a covenant with him. He gave David his robe and his sword, holding nothing back.\n\nThank you for friends who love generously and faithfully. Bless my friendships today. Make me a friend who gives freely, celebrates others’ success, and stays loyal in hard times. I pray for those who have no close friends. Bring them friendship that reflects your own faithful love. Amen.',
    scripture:
      'Then Jonathan and David made a covenant, because he loved him as his own soul. Jonathan stripped himself of the robe that was on him and gave it to David with his clothing, even including his sword, his bow, and his sash.',
    reference: '1 Samuel 18:3-4 (WEB)',
  },
  {
    key: 'daily-181',
    title: 'Strength in the Lord',
    content:
      'Lord, when David was greatly distressed and even his own men talked of stoning him, he strengthened himself in you, his God.\n\nThere are days when no one else encourages me and everyone seems against me. Teach me, in those days, to find strength in you. Remind me of your promises, your past faithfulness, and your present love. Let my encouragement come from you first, so that I can stand when others fall away. Amen.',
    scripture:
      'David was greatly distressed, for the people spoke of stoning him, because the souls of all the people were grieved, every man for his sons and for his daughters; but David strengthened himself in Yahweh his God.',
    reference: '1 Samuel 30:6 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-182',
    title: 'What Are We, That You Think of Us',
    content:
      'Lord, when I look at the heavens, the work of your fingers, the moon and the stars you set in place, I wonder why you think of us at all, and why you care for us.\n\nWhen I look back at how far you have brought me, I am humbled. I did not earn my blessings. Thank you for every step of the journey, the easy ones and the hard ones. Keep me from pride and from taking your gifts for granted. Let me sit before you today in simple gratitude. Amen.',
    scripture:
      'When I consider your heavens, the work of your fingers, the moon and the stars, which you have ordained, what is man, that you think of him? What is the son of man, that you care for him?',
    reference: 'Psalm 8:3-4 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-183',
    title: 'Grief for a Child',
    content:
      'Lord, when David heard that his son Absalom had died, he wept and cried, I wish I had died instead of you. You did not silence his grief; you kept it in your book.\n\nI pray for parents who have lost children, whether through death, estrangement, or addiction. Their pain is deep and often wordless. Sit with them. Let them know you understand the grief of a parent. Give them friends who will not rush them, and hope that outlasts the night. Amen.',
    scripture:
      'The king was much moved, and went up to the room over the gate and wept. As he went, he said, “My son Absalom! My son, my son Absalom! I wish I had died instead of you, Absalom, my son, my son!”',
    reference: '2 Samuel 18:33 (WEB)',
  },
  {
    key: 'daily-184',
    title: 'A Lamp in the Darkness',
    content:
      'Lord, you are my lamp. You light up my darkness. By you I can run against a troop, and by my God I can leap over a wall.\n\nWhen the way is dark, be my lamp. When obstacles rise like walls, give me strength I do not have on my own. Thank you for the courage you have given in the past. Let me face today’s challenges not with fear but with confidence in you. Amen.',
    scripture:
      'For you are my lamp, Yahweh. Yahweh will light up my darkness. For by you, I run against a troop. By my God, I leap over a wall.',
    reference: '2 Samuel 22:29-30 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-185',
    title: 'Give Me an Understanding Heart',
    content:
      'Lord, you give wisdom, and from your mouth come knowledge and understanding. Solomon asked you for an understanding heart, and you were pleased to give it.\n\nI ask for that same gift today. Give understanding to leaders: presidents, mayors, managers, and pastors. Give it to parents and teachers. And give it to me, for the decisions I must make and the people I must care for. Let me seek wisdom above wealth and honor. Amen.',
    scripture: 'For Yahweh gives wisdom. Out of his mouth comes knowledge and understanding.',
    reference: 'Proverbs 2:6 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-186',
    title: 'The Still Small Voice',
    content:
      'Lord, you were not in the wind, or the earthquake, or the fire. You came to Elijah in a gentle whisper.\n\nI often look for you in dramatic signs and miss your quiet voice. Slow me down today. Turn down the noise in my mind and around me. Let me hear you in silence, in scripture, and in the gentle promptings of your Spirit. Speak, and give me ears to hear. Amen.',
    scripture:
      'He said, “Go out and stand on the mountain before Yahweh.” Behold, Yahweh passed by, and a great and strong wind tore the mountains and broke in pieces the rocks before Yahweh; but Yahweh was not in the wind. After the wind there was an earthquake; but Yahweh was not in the earthquake. After the earthquake a fire passed; but Yahweh was not in the fire. After the fire, there was a still small voice.',
    reference: '1 Kings 19:11-12 (WEB)',
  },
  {
    key: 'daily-187',
    title: 'Bread and Rest for Elijah',
    content:
      'Lord, when Elijah lay down exhausted under a tree and wanted to die, you sent an angel with bread and water. You let him sleep, fed him again, and said the journey was too much for him.\n\nThank you for your tenderness with the exhausted. Before you gave Elijah a task, you gave him food and rest. I pray for those who are burned out today: caregivers, health workers, pastors, and parents. Feed them, let them sleep, and strengthen them for the journey ahead. Amen.',
    scripture:
      'He lay down and slept under a juniper tree; and behold, an angel touched him, and said to him, “Arise and eat!” He looked, and behold, there was at his head a cake baked on the coals, and a jar of water. He ate and drank, and lay down again. Yahweh’s angel came again the second time, and touched him, and said, “Arise and eat, because the journey is too great for you.”',
    reference: '1 Kings 19:5-7 (WEB)',
  },
  {
    key: 'daily-188',
    title: 'Open His Eyes',
    content:
      'Lord, when Elisha’s servant saw the enemy army surrounding the city, he panicked. Elisha prayed that his eyes would be opened, and he saw the hills full of horses and chariots of fire.\n\nWhen I feel surrounded, open my eyes to see your help. Those who are with us are more than those who are against us. Let me see with faith and not with fear. I pray for all who feel besieged today by enemies, illness, or debt. Show them that they are not alone. Amen.',
    scripture:
      'He answered, “Don’t be afraid, for those who are with us are more than those who are with them.” Elisha prayed, and said, “Yahweh, please open his eyes, that he may see.” Yahweh opened the young man’s eyes, and he saw; and behold, the mountain was full of horses and chariots of fire around Elisha.',
    reference: '2 Kings 6:16-17 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-189',
    title: 'Humble Ourselves',
    content:
      'Lord, you promise that if we draw near to you, you will draw near to us. You call us to cleanse our hands, purify our divided hearts, and humble ourselves before you, and you will lift us up.\n\nWe need healing: our nation, our communities, our churches. Let us begin with humility and repentance, not with blaming others. Teach us to seek your face together. Forgive our sins, hear our prayers, and heal our land, starting with our own hearts. Amen.',
    scripture:
      'Draw near to God, and he will draw near to you. Cleanse your hands, you sinners. Purify your hearts, you double-minded. Lament, mourn, and weep. Let your laughter be turned to mourning and your joy to gloom. Humble yourselves in the sight of the Lord, and he will exalt you.',
    reference: 'James 4:8-10 (WEB)',
  },
  {
    key: 'daily-190',
    title: 'The Battle Is Not Mine',
    content:
      'Lord, some trust in chariots and some in horses, but I want to trust in your name. I often act as if every battle depends on my own strength and resources.\n\nTake that weight from my shoulders. I bring you the conflicts and struggles I face today. Let me do my part faithfully and leave the outcome to you. Teach me to stand, to worship, and to trust you with the battle, because it belongs to you. Amen.',
    scripture: 'Some trust in chariots, and some in horses, but we trust in the name of Yahweh our God.',
    reference: 'Psalm 20:7 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-191',
    title: 'The Joy of the Lord',
    content:
      'Lord, when the people wept at the reading of your law, Nehemiah told them to eat, drink, and share with those who had nothing, for the joy of the Lord is their strength.\n\nLet your joy be my strength today. Not a forced cheerfulness, but a deep gladness that you are my God. Teach me to celebrate your goodness and to share generously with those who have nothing prepared. Let our worship be full of joy, and let that joy strengthen us for the work ahead. Amen.',
    scripture:
      'Then he said to them, “Go your way. Eat the fat, drink the sweet, and send portions to him for whom nothing is prepared, for today is holy to our Lord. Don’t be grieved, for the joy of Yahweh is your strength.”',
    reference: 'Nehemiah 8:10 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-192',
    title: 'For Such a Time as This',
    content:
      'Lord, Mordecai asked Esther whether she had come to the kingdom for such a time as this. She risked her life to speak for her people.\n\nYou have placed me in this time and place for a reason. Give me courage to speak up when silence would be easier. I pray for those who stand before powerful people on behalf of the vulnerable. Protect them and give them words. Help me recognize the moment you have prepared me for. Amen.',
    scripture:
      'Then Mordecai asked them to return this answer to Esther: “Don’t think to yourself that you will escape in the king’s house any more than all the Jews. For if you remain silent now, then relief and deliverance will come to the Jews from another place, but you and your father’s house will perish. Who knows if you haven’t come to the kingdom for such a time as this?”',
    reference: 'Esther 4:13-14 (WEB)',
  },
  {
    key: 'daily-193',
    title: 'The Lord Gives and Takes',
    content:
      'Lord, when Job lost everything, he fell to the ground and worshiped. He said, The Lord gave and the Lord has taken away. Blessed be the name of the Lord.\n\nI do not know if I could pray like that. Loss shakes my faith. Yet I want to trust you in both receiving and losing. I pray for all who have lost much today. Hold them in their grief. Give them honesty to lament and faith to hold on to you, even in the dark. Amen.',
    scripture:
      'He said, “Naked I came out of my mother’s womb, and naked will I return there. Yahweh gave, and Yahweh has taken away. Blessed be Yahweh’s name.”',
    reference: 'Job 1:21 (WEB)',
  },
  {
    key: 'daily-194',
    title: 'Friends Who Sit in Silence',
    content:
      'Lord, when Job’s friends first came, they sat with him on the ground for seven days and nights, and no one said a word, because they saw that his grief was very great.\n\nTeach me the ministry of presence. When someone I love is suffering, let me not rush in with explanations and advice. Help me sit with them, share their silence, and let them know they are not alone. And give me friends who will sit with me when my grief is great. Amen.',
    scripture:
      'So they sat down with him on the ground seven days and seven nights, and no one spoke a word to him, for they saw that his grief was very great.',
    reference: 'Job 2:13 (WEB)',
  },
  {
    key: 'daily-195',
    title: 'I Know My Redeemer Lives',
    content:
      'Lord, in the depths of his suffering, Job declared, I know that my Redeemer lives, and that in my flesh I shall see God.\n\nGive me that confident hope. When my body is failing or my heart is breaking, let me hold on to the promise that my Redeemer lives. I pray for those facing death today. Let them see your face in the end. And let me live each day in the light of that future. Amen.',
    scripture: 'But as for me, I know that my Redeemer lives. In the end, he will stand upon the earth.',
    reference: 'Job 19:25 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-196',
    title: 'Who Measured the Waters',
    content:
      'Lord, you have measured the waters in the hollow of your hand and marked off the sky with your span. You weighed the mountains and the hills. When Job demanded answers, you showed him the work of your hands.\n\nI want explanations for the suffering I see. I do not always get them. Instead, you invite me to trust the One who made the stars and the sea. Humble my demands. Let me rest in your wisdom when I do not understand. Show me yourself, and that will be enough. Amen.',
    scripture:
      'Who has measured the waters in the hollow of his hand, and marked off the sky with his span, and calculated the dust of the earth in a measuring basket, and weighed the mountains in scales, and the hills in a balance?',
    reference: 'Isaiah 40:12 (WEB)',
  },
  {
    key: 'daily-197',
    title: 'Now My Eye Sees You',
    content:
      'Lord, at the end of his trial, Job said, I had heard of you by the hearing of the ear, but now my eye sees you.\n\nI have heard a lot about you. I want to know you personally and not only by report. Use even my trials to bring me closer to you. Let me see you through your word, through prayer, and through your work in my life. And when I see you more clearly, give me humility and repentance where I need it. Amen.',
    scripture: 'I had heard of you by the hearing of the ear, but now my eye sees you.',
    reference: 'Job 42:5 (WEB)',
  },
  {
    key: 'daily-198',
    title: 'The Fear of the Lord',
    content:
      'Lord, the fear of the Lord is the beginning of knowledge. Without reverence for you, all my learning is incomplete.\n\nI pray for students and teachers today. Give them curiosity, diligence, and humility. Let them see that all truth is yours. Help me to be teachable and to take correction without bitterness. Let my knowledge grow, but let my reverence for you grow even faster. Amen.',
    scripture: 'The fear of Yahweh is the beginning of knowledge, but the foolish despise wisdom and instruction.',
    reference: 'Proverbs 1:7 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-199',
    title: 'Guard Your Heart',
    content:
      'Lord, your word tells me to keep my heart with all diligence, for out of it flow the springs of life.\n\nMy heart is exposed to so much: images, words, fears, and temptations. Help me guard it without closing it. Let me choose wisely what I watch, read, and listen to. Fill my heart with what is true, noble, and good, so that what flows from it brings life to others. Amen.',
    scripture: 'Keep your heart with all diligence, for out of it is the wellspring of life.',
    reference: 'Proverbs 4:23 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-200',
    title: 'Consider the Ant',
    content:
      'Lord, you sent the lazy to the ant, which has no chief or ruler yet gathers food in summer and stores it at harvest. There is wisdom in small creatures doing faithful work.\n\nForgive me for procrastination and for wasting the time you give. Teach me diligence without anxiety and planning without greed. Bless the quiet workers who keep the world running. Help me be faithful in my tasks today, one small step at a time, like the ant. Amen.',
    scripture:
      'Go to the ant, you sluggard. Consider her ways, and be wise; which having no chief, overseer, or ruler, provides her bread in the summer, and gathers her food in the harvest.',
    reference: 'Proverbs 6:6-8 (WEB)',
  },
  {
    key: 'daily-201',
    title: 'A Gentle Answer',
    content:
      'Lord, a gentle answer turns away wrath, but a harsh word stirs up anger. I know this, yet I often choose harshness.\n\nGuard my mouth today. When I am provoked, give me a gentle answer. When conversations heat up, let me be the one to cool them down. Teach me that gentleness is not weakness but strength under control. Let my words bring peace to my home, my work, and my online conversations. Amen.',
    scripture: 'A gentle answer turns away wrath, but a harsh word stirs up anger.',
    reference: 'Proverbs 15:1 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-202',
    title: 'Better a Dinner of Herbs',
    content:
      'Lord, your word says that a little with the fear of the Lord is better than great treasure with trouble, and a simple meal where love is is better than a feast where there is hatred.\n\nThank you for the simple meals and the love around my table. Forgive me for wanting more when what I have is enough. Bless homes that have little but love much. Teach me to value peace and love above possessions. Let my table be a place of warmth, whatever is on it. Amen.',
    scripture:
      'Better is little, with the fear of Yahweh, than great treasure with trouble. Better is a dinner of herbs, where love is, than a fattened calf with hatred.',
    reference: 'Proverbs 15:16-17 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-203',
    title: 'Commit Your Work',
    content:
      'Lord, your word tells me to commit my deeds to you, and my plans shall succeed. I bring you the work of this day before I begin it.\n\nI have plans, but I do not want to make them without you. Guide my thinking, correct my motives, and bless what is good. Where my plans are not yours, redirect them. Let my work be an offering, and let its success be measured by faithfulness to you. Amen.',
    scripture: 'Commit your deeds to Yahweh, and your plans shall succeed.',
    reference: 'Proverbs 16:3 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-204',
    title: 'Words Like Honey',
    content:
      'Lord, pleasant words are like a honeycomb, sweet to the soul and health to the bones.\n\nI can nourish or wound with my words. Let my speech today be sweet and healing. Show me someone who needs an encouraging word and give me the right thing to say. Keep me from gossip and sarcasm. Let the people I talk to leave my company refreshed and strengthened. Amen.',
    scripture: 'Pleasant words are a honeycomb, sweet to the soul, and health to the bones.',
    reference: 'Proverbs 16:24 (WEB)',
  },
  {
    key: 'daily-205',
    title: 'A Cheerful Heart',
    content:
      'Lord, a cheerful heart is good medicine, but a crushed spirit dries up the bones. You made us for joy.\n\nI pray for those with crushed spirits today: the depressed, the anxious, the grieving. Bring them healing and, in time, joy. Thank you for laughter and the gift of humor. Let me bring lightness and gladness to others, not forced cheerfulness, but real joy that comes from knowing you. Amen.',
    scripture: 'A cheerful heart makes good medicine, but a crushed spirit dries up the bones.',
    reference: 'Proverbs 17:22 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-206',
    title: 'A Strong Tower',
    content:
      'Lord, your name is a strong tower. The righteous run to it and are safe.\n\nWhen I am in danger or afraid, let me run to you first. I pray for those who need a safe place today: victims of violence, people fleeing war, children in unsafe homes. Be their strong tower. And make your church a place of safety for the vulnerable. Amen.',
    scripture: 'Yahweh’s name is a strong tower: the righteous run to him, and are safe.',
    reference: 'Proverbs 18:10 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-207',
    title: 'Iron Sharpens Iron',
    content:
      'Lord, as iron sharpens iron, so one person sharpens another. You have made us to grow in community.\n\nThank you for friends who challenge me and help me grow. Give me the humility to receive their input and the courage to offer mine with love. Bless the small groups, mentors, and partnerships in my life. Let our friendships make us more like Christ. Amen.',
    scripture: 'Iron sharpens iron; so a man sharpens his friend’s countenance.',
    reference: 'Proverbs 27:17 (WEB)',
  },
  {
    key: 'daily-208',
    title: 'A Woman of Strength',
    content:
      'Lord, the woman of strength in your word is clothed with strength and dignity. She laughs at the time to come, and she opens her mouth with wisdom and kindness.\n\nThank you for the strong and wise women in my life: mothers, grandmothers, sisters, friends, and mentors. Bless them today with strength and joy. Let their words of wisdom and kindness be heard. Help me honor them and learn from them. Amen.',
    scripture:
      'Strength and dignity are her clothing. She laughs at the time to come. She opens her mouth with wisdom. Kind instruction is on her tongue.',
    reference: 'Proverbs 31:25-26 (WEB)',
  },
  {
    key: 'daily-209',
    title: 'Enjoy Good in All Your Labor',
    content:
      'Lord of the seasons, your word says there is nothing better than to rejoice and do good while we live, and that to eat, drink, and enjoy good in our work is your gift.\n\nHelp me to recognize the gifts of this season. When I am impatient for the next thing, teach me contentment. Let me taste my food, enjoy my work, and do good to those around me. Thank you that ordinary joys are not distractions from you but gifts from your hand. Amen.',
    scripture:
      'I know that there is nothing better for them than to rejoice, and to do good as long as they live. Also that every man should eat and drink, and enjoy good in all his labor, is the gift of God.',
    reference: 'Ecclesiastes 3:12-13 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-210',
    title: 'Two Are Better Than One',
    content:
      'Lord, two are better than one, because if one falls, the other can lift them up. You did not make us to go through life alone.\n\nThank you for the people who have lifted me when I fell. Make me ready to lift others. I pray for marriages, friendships, and partnerships today, that they may be places of mutual help. And I pray for those who fall with no one to help them up. Send them someone. Amen.',
    scripture:
      'Two are better than one, because they have a good reward for their labor. For if they fall, the one will lift up his fellow; but woe to him who is alone when he falls, and doesn’t have another to lift him up.',
    reference: 'Ecclesiastes 4:9-10 (WEB)',
  },
  {
    key: 'daily-211',
    title: 'Remember Your Creator',
    content:
      'Lord, your word tells us to remember our Creator in the days of our youth, before the difficult days come.\n\nI pray for young people today. In a world of noise and pressure, let them remember you. Give them faith that is their own. Bless parents, youth leaders, and teachers who walk with them. And let me, whatever my age, remember my Creator every day. Amen.',
    scripture:
      'Remember also your Creator in the days of your youth, before the evil days come, and the years draw near, when you will say, “I have no pleasure in them;”',
    reference: 'Ecclesiastes 12:1 (WEB)',
  },
  {
    key: 'daily-212',
    title: 'Here Am I, Send Me',
    content:
      'Lord, Isaiah heard you asking, Whom shall I send, and who will go for us? He answered, Here I am. Send me.\n\nI do not know where you may send me today: across the world or across the street. Give me a willing heart. Let me be available to you, ready to go and ready to serve. I pray for missionaries, aid workers, and all who have said yes to your call. Strengthen them. Amen.',
    scripture:
      'I heard the Lord’s voice, saying, “Whom shall I send, and who will go for us?” Then I said, “Here I am. Send me!”',
    reference: 'Isaiah 6:8 (WEB)',
  },
  {
    key: 'daily-213',
    title: 'Though Your Sins Are Scarlet',
    content:
      'Lord, you invite us to come and reason together. Though our sins are like scarlet, they shall be as white as snow. Though they are red like crimson, they shall be as wool.\n\nI bring you the stains I cannot scrub out myself: the things I regret, the harm I caused, the habits that still cling. Wash me. Thank you that you do not only tolerate me but make me clean. Let me walk today in the freedom of forgiveness, and extend that same mercy to others. Amen.',
    scripture:
      '“Come now, and let’s reason together,” says Yahweh: “Though your sins are as scarlet, they shall be as white as snow. Though they are red like crimson, they shall be as wool. If you are willing and obedient, you will eat the good of the land; but if you refuse and rebel, you will be devoured with the sword; for Yahweh’s mouth has spoken it.”',
    reference: 'Isaiah 1:18-20 (WEB)',
  },
  {
    key: 'daily-214',
    title: 'Defend the Weak',
    content:
      'Holy God, your word tells us to defend the weak, the poor, and the fatherless, to maintain the rights of the oppressed, and to rescue the needy from the hand of the wicked.\n\nDoing good is something I must learn, not something I simply feel. Teach me. Show me the oppressed in my city and the people with no one to plead their case. Give me courage to act and not only to feel sorry. Let my worship be matched by justice and care for the vulnerable. Amen.',
    scripture:
      '“Defend the weak, the poor, and the fatherless. Maintain the rights of the poor and oppressed. Rescue the weak and needy. Deliver them out of the hand of the wicked.”',
    reference: 'Psalm 82:3-4 (WEB)',
  },
  {
    key: 'daily-215',
    title: 'Under the Vine and Fig Tree',
    content:
      'God of peace, you promise a day when everyone will sit under their own vine and fig tree, and no one will make them afraid. You have spoken it, and it will come.\n\nI long for that day. I pray for places torn by war today, for soldiers and civilians, for children who know only fear. Bring peace and an end to violence. And let me practice peace now in small ways, turning my own anger into patience and building safety for my neighbors. Amen.',
    scripture:
      'But every man will sit under his vine and under his fig tree. No one will make them afraid, for the mouth of Yahweh of Armies has spoken.',
    reference: 'Micah 4:4 (WEB)',
    topic: 'Peace',
  },
];
