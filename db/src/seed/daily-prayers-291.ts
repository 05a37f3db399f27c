import type { SeedDailyPrayer } from './types';

/** Daily library prayers daily-291 to daily-366 (see daily-prayers.ts). */
export const dailyPrayers291: readonly SeedDailyPrayer[] = [
  {
    key: 'daily-291',
    title: 'The Good Shepherd',
    content:
      'Lord Jesus, you are the good shepherd. You know your own, and your own know you, and you lay down your life for the sheep.\n\nThank you that I am known by you, not as a number in a crowd but by name. Let me know your voice well enough to follow it today. I pray for those who feel unprotected and alone. Gather them into your flock. And let me care for others with something of your shepherd’s heart. Amen.',
    scripture:
      'I am the good shepherd. I know my own, and I’m known by my own; even as the Father knows me, and I know the Father. I lay down my life for the sheep.',
    reference: 'John 10:14-15 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-292',
    title: 'Life to the Full',
    content:
      'Lord Jesus, the thief comes to steal, kill, and destroy, but you came that we might have life, and have it abundantly.\n\nSo much around me drains life: fear, hurry, bitterness, and empty promises. Guard me from what steals my joy. Fill me with the abundant life you give, which is not about having more things but about knowing you. I pray for those whose lives feel empty today. Let them find fullness in you. Amen.',
    scripture:
      'The thief only comes to steal, kill, and destroy. I came that they may have life, and may have it abundantly.',
    reference: 'John 10:10 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-293',
    title: 'The Resurrection and the Life',
    content:
      'Lord Jesus, you told Martha at her brother’s grave that you are the resurrection and the life, and that whoever believes in you will live, even if they die.\n\nI bring to you those I have lost and the grief that still visits me. Let your promise be stronger than death’s sting. Comfort those who stand at graves today. Give them the faith Martha had, even through her tears. And let me live today in the hope of resurrection. Amen.',
    scripture:
      'Jesus said to her, “I am the resurrection and the life. He who believes in me will still live, even if he dies. Whoever lives and believes in me will never die. Do you believe this?”',
    reference: 'John 11:25-26 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-294',
    title: 'Jesus Wept',
    content:
      'Lord Jesus, you wept at the tomb of your friend Lazarus. The people who saw it said, See how he loved him. You did not hurry past grief.\n\nThank you that you weep with us. I pray for those who are weeping today: the bereaved, the lonely, the disappointed. Let them know that their tears are not a sign of weak faith, and that you share them. Teach me to weep with those who weep and to love as you loved. Amen.',
    scripture: 'Jesus wept. The Jews therefore said, “See how much affection he had for him!”',
    reference: 'John 11:35-36 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-295',
    title: 'Washing Feet',
    content:
      'Lord Jesus, you washed your disciples’ feet and told them to do the same for one another. You gave us an example of humble service.\n\nI like to be served more than to serve. Forgive my pride. Show me today whose feet I can wash: a menial task, a humble kindness, a service no one will notice. I pray for those who serve in hidden ways, in hospitals, kitchens, and homes. Bless them, and let me join them. Amen.',
    scripture:
      'If I then, the Lord and the Teacher, have washed your feet, you also ought to wash one another’s feet. For I have given you an example, that you should also do as I have done to you.',
    reference: 'John 13:14-15 (WEB)',
  },
  {
    key: 'daily-296',
    title: 'Love One Another',
    content:
      'Lord, if you loved us so much, we also ought to love one another. No one has ever seen you, but when we love one another, you remain in us and your love is made complete in us.\n\nOur divisions and quarrels often hide your love from the world. Forgive us. Teach your church to love across our differences. Show me how to love the believer I find difficult. Let our love be the sign that points others to you, the God no one has seen. Amen.',
    scripture:
      'Beloved, if God loved us in this way, we also ought to love one another. No one has seen God at any time. If we love one another, God remains in us, and his love has been perfected in us.',
    reference: '1 John 4:11-12 (WEB)',
  },
  {
    key: 'daily-297',
    title: 'Do Not Let Your Heart Be Troubled',
    content:
      'Lord Jesus, you told your friends not to let their hearts be troubled, but to believe in God and in you. In your Father’s house are many rooms, and you have gone to prepare a place for us.\n\nMy heart is troubled by many things today. Let me trust you with them. Thank you that you are preparing a place for me, and that my future is secure with you. I pray for those who are dying and for those who love them. Give them peace about the home that is waiting. Amen.',
    scripture:
      'In my Father’s house are many homes. If it weren’t so, I would have told you. I am going to prepare a place for you. If I go and prepare a place for you, I will come again and will receive you to myself; that where I am, you may be there also.',
    reference: 'John 14:2-3 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-298',
    title: 'The Helper',
    content:
      'Lord Jesus, you promised that the Father would send the Holy Spirit, the Helper, in your name, to teach us all things and remind us of all you said.\n\nI need your Spirit to teach me and remind me. I forget so quickly what you have said. Let your Spirit bring your words to mind at the right moments today. I pray for those who are learning to follow you. Teach them by your Spirit and lead them into truth. Amen.',
    scripture:
      'But the Counselor, the Holy Spirit, whom the Father will send in my name, will teach you all things, and will remind you of all that I said to you.',
    reference: 'John 14:26 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-299',
    title: 'Friends, Not Servants',
    content:
      'Lord Jesus, you no longer call us servants but friends, because you have made known to us everything you heard from the Father.\n\nIt amazes me that you call me your friend. Let me live today as a friend of Jesus: trusting you, talking with you, and sharing your concerns. I pray for those who feel far from you. Let them know that you want to be their friend. Amen.',
    scripture:
      'No longer do I call you servants, for the servant doesn’t know what his lord does. But I have called you friends, for everything that I heard from my Father, I have made known to you.',
    reference: 'John 15:15 (WEB)',
  },
  {
    key: 'daily-300',
    title: 'The Victory That Overcomes',
    content:
      'Lord, whatever is born of you overcomes the world, and the victory that has overcome the world is our faith. Jesus told us we would have trouble, but that he has overcome the world.\n\nI have trouble today, and I will not pretend otherwise. But I take heart in your victory. Let me face my struggles with courage, knowing they do not have the final word. I pray for those facing persecution and hardship. Let them have peace in you and courage in your victory. Amen.',
    scripture:
      'For whatever is born of God overcomes the world. This is the victory that has overcome the world: your faith.',
    reference: '1 John 5:4 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-301',
    title: 'Peace Be With You',
    content:
      'Lord Jesus, after your resurrection, when the disciples were hiding behind locked doors in fear, you came and stood among them and said, Peace be to you. You showed them your hands and your side.\n\nI have locked doors in my life, places where I hide in fear. Come and stand among my fears and speak your peace. Show me your wounds, so that I remember your love and your victory. I pray for those who are afraid today. Come to them through their locked doors. Amen.',
    scripture:
      'When therefore it was evening on that day, the first day of the week, and when the doors were locked where the disciples were assembled, for fear of the Jews, Jesus came and stood in the middle and said to them, “Peace be to you.” When he had said this, he showed them his hands and his side. The disciples therefore were glad when they saw the Lord.',
    reference: 'John 20:19-20 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-302',
    title: 'They Devoted Themselves',
    content:
      'Lord, the first believers devoted themselves to the apostles’ teaching, to fellowship, to breaking bread, and to prayer.\n\nLet my church be devoted in the same way. Keep us faithful to your word, committed to one another, gathered around your table, and persistent in prayer. I pray for churches that have lost their first love. Renew their devotion. And make me a faithful member of your family. Amen.',
    scripture:
      'They continued steadfastly in the apostles’ teaching and fellowship, in the breaking of bread, and prayer.',
    reference: 'Acts 2:42 (WEB)',
  },
  {
    key: 'daily-303',
    title: 'Such as I Have',
    content:
      'Lord, Peter said to the man who could not walk, Silver and gold I have none, but what I have, I give you. In the name of Jesus Christ, walk.\n\nI often think I have nothing to offer because I lack money or status. Show me what I do have: time, prayer, friendship, skills, and most of all you. Let me give what I have freely. I pray for those who are waiting for someone to notice them and help. Amen.',
    scripture:
      'But Peter said, “I have no silver or gold, but what I have, that I give you. In the name of Jesus Christ of Nazareth, get up and walk!”',
    reference: 'Acts 3:6 (WEB)',
  },
  {
    key: 'daily-304',
    title: 'One Heart and Soul',
    content:
      'Lord, the early believers were of one heart and soul. No one claimed that their possessions were their own, but they shared everything they had.\n\nMy heart is often possessive. Teach me generosity. Let your church today be a community where no one is in need, because we share freely. I pray for those who are struggling financially. Provide for them through the generosity of your people. Amen.',
    scripture:
      'The multitude of those who believed were of one heart and soul. Not one of them claimed that anything of the things which he possessed was his own, but they had all things in common.',
    reference: 'Acts 4:32 (WEB)',
  },
  {
    key: 'daily-305',
    title: 'Songs at Midnight',
    content:
      'Lord, Paul and Silas, beaten and chained in prison, were praying and singing hymns to you at midnight, and the other prisoners were listening.\n\nGive me that kind of faith, which sings in the dark. Let my praise not depend on my circumstances. I pray for those who are in prison today, whether justly or unjustly. Let them hear songs of hope. And let my praise in hard times be a witness to those who are listening. Amen.',
    scripture:
      'But about midnight Paul and Silas were praying and singing hymns to God, and the prisoners were listening to them. Suddenly there was a great earthquake, so that the foundations of the prison were shaken; and immediately all the doors were opened, and everyone’s bonds were loosened.',
    reference: 'Acts 16:25-26 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-306',
    title: 'Rich Yet Poor',
    content:
      'Lord Jesus, though you were rich, for our sake you became poor, so that through your poverty we might become rich. Your giving is the pattern of all generosity.\n\nI find it easier to receive than to give. Teach me the joy of generosity. Show me someone today who needs what I can give: time, attention, help, or money. Let me give freely and cheerfully, remembering how much you gave. I pray for those who give sacrificially. Bless them with joy. Amen.',
    scripture:
      'For you know the grace of our Lord Jesus Christ, that though he was rich, yet for your sakes he became poor, that you through his poverty might become rich.',
    reference: '2 Corinthians 8:9 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-307',
    title: 'Not Ashamed of the Gospel',
    content:
      'Lord, Paul was not ashamed of the good news, because it is the power of God for salvation to everyone who believes.\n\nSometimes I am embarrassed to speak of my faith. Forgive me. Give me confidence in the power of your good news. Let me share it with gentleness and respect when the opportunity comes. I pray for those who have never heard it. Let them hear and believe. Amen.',
    scripture:
      'For I am not ashamed of the Good News of Christ, because it is the power of God for salvation for everyone who believes, for the Jew first, and also for the Greek.',
    reference: 'Romans 1:16 (WEB)',
  },
  {
    key: 'daily-308',
    title: 'Peace With God',
    content:
      'Lord, being justified by faith, we have peace with you through our Lord Jesus Christ. Through him we have access by faith into this grace in which we stand.\n\nThank you that I am not at war with you. Thank you for the grace in which I stand. Let me rest in that peace today, not trying to earn your favor but receiving it. I pray for those who feel condemned. Let them know the peace that comes through faith. Amen.',
    scripture:
      'Being therefore justified by faith, we have peace with God through our Lord Jesus Christ; through whom we also have our access by faith into this grace in which we stand. We rejoice in hope of the glory of God.',
    reference: 'Romans 5:1-2 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-309',
    title: 'Suffering Produces Hope',
    content:
      'Lord, your word says that suffering produces perseverance, perseverance produces character, and character produces hope, and hope does not disappoint, because your love has been poured into our hearts.\n\nI do not like suffering, and I cannot rejoice in it easily. But I ask you to use it to build character and hope in me. I pray for those who are suffering today. Let them feel your love poured into their hearts. Amen.',
    scripture:
      'Not only this, but we also rejoice in our sufferings, knowing that suffering produces perseverance; and perseverance, proven character; and proven character, hope; and hope doesn’t disappoint us, because God’s love has been poured into our hearts through the Holy Spirit who was given to us.',
    reference: 'Romans 5:3-5 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-310',
    title: 'While We Were Still Sinners',
    content:
      'Lord, you demonstrated your love for us in this: while we were still sinners, Christ died for us.\n\nYou did not wait for me to clean up my life before loving me. Thank you. Let that love humble me and make me generous toward others. I pray for those who think they are too far gone for your love. Let them know that you loved them while they were still sinners. Amen.',
    scripture: 'But God commends his own love toward us, in that while we were yet sinners, Christ died for us.',
    reference: 'Romans 5:8 (WEB)',
  },
  {
    key: 'daily-311',
    title: 'No Condemnation',
    content:
      'Lord, there is now no condemnation for those who are in Christ Jesus. The law of the Spirit of life has set me free from the law of sin and death.\n\nI carry condemnation that you have already removed. Let me believe that I am free. Quiet the accusing voice in my head. I pray for those weighed down by guilt and shame. Let them hear that there is no condemnation in Christ. Amen.',
    scripture:
      'There is therefore now no condemnation to those who are in Christ Jesus, who don’t walk according to the flesh, but according to the Spirit. For the law of the Spirit of life in Christ Jesus made me free from the law of sin and of death.',
    reference: 'Romans 8:1-2 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-312',
    title: 'Abba, Father',
    content:
      'Lord, you have not given us a spirit of slavery to fall back into fear, but the Spirit of adoption, by whom we cry, Abba, Father.\n\nThank you that I am your child and not a slave. Let me approach you today with the trust of a child. Your Spirit testifies that I belong to you. I pray for those who have never known a loving father. Let them find in you the Father they long for. Amen.',
    scripture:
      'For you didn’t receive the spirit of bondage again to fear, but you received the Spirit of adoption, by whom we cry, “Abba! Father!”',
    reference: 'Romans 8:15 (WEB)',
  },
  {
    key: 'daily-313',
    title: 'All Creation Groans',
    content:
      'Lord, the whole creation groans and suffers together, waiting for redemption. And we ourselves, who have the first fruits of the Spirit, also groan inwardly as we wait.\n\nI groan with the creation at the brokenness I see: in the earth, in bodies, in relationships. Thank you that our groaning is not hopeless but like the pains of childbirth. I pray for the healing of your creation. Let me care for it as I wait for its renewal. Amen.',
    scripture:
      'For we know that the whole creation groans and travails in pain together until now. Not only so, but ourselves also, who have the first fruits of the Spirit, even we ourselves groan within ourselves, waiting for adoption, the redemption of our body.',
    reference: 'Romans 8:22-23 (WEB)',
  },
  {
    key: 'daily-314',
    title: 'All Things Work Together',
    content:
      'Lord, you work all things together for good for those who love you and are called according to your purpose.\n\nI do not understand how some things can lead to good. But I trust you. Take the broken pieces of my life and weave them into something good. I pray for those who cannot see any good in their circumstances today. Give them faith to trust your purpose. Amen.',
    scripture:
      'We know that all things work together for good for those who love God, for those who are called according to his purpose.',
    reference: 'Romans 8:28 (WEB)',
  },
  {
    key: 'daily-315',
    title: 'If God Is for Us',
    content:
      'Lord, if you are for us, who can be against us? You did not spare your own Son but gave him up for us all. How will you not also freely give us all things with him?\n\nLet me live today in the confidence that you are for me. When I feel opposed and outnumbered, remind me of your love. I pray for those who feel that everyone is against them. Let them know that you are on their side. Amen.',
    scripture:
      'What then shall we say about these things? If God is for us, who can be against us? He who didn’t spare his own Son, but delivered him up for us all, how would he not also with him freely give us all things?',
    reference: 'Romans 8:31-32 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-316',
    title: 'Nothing Can Separate Us',
    content:
      'Lord, I am persuaded that neither death nor life, nor angels, nor rulers, nor things present, nor things to come, nor any other created thing will be able to separate us from your love in Christ Jesus.\n\nNothing I face today can separate me from your love. Let that certainty steady me. I pray for those who feel cut off from you by grief, sin, or doubt. Let them know that your love holds them still. Amen.',
    scripture:
      'For I am persuaded that neither death, nor life, nor angels, nor principalities, nor things present, nor things to come, nor powers, nor height, nor depth, nor any other created thing will be able to separate us from God’s love which is in Christ Jesus our Lord.',
    reference: 'Romans 8:38-39 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-317',
    title: 'A Living Sacrifice',
    content:
      'Lord, your word urges me to offer my body as a living sacrifice, holy and acceptable to you, and not to be conformed to this world but transformed by the renewing of my mind.\n\nI offer myself to you today: my body, my time, my thoughts. Renew my mind so that I may discern your will. Keep me from being shaped by the world’s values. Let my whole life be an act of worship. Amen.',
    scripture:
      'Therefore I urge you, brothers, by the mercies of God, to present your bodies a living sacrifice, holy, acceptable to God, which is your spiritual service. Don’t be conformed to this world, but be transformed by the renewing of your mind, so that you may prove what is the good, well-pleasing, and perfect will of God.',
    reference: 'Romans 12:1-2 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-318',
    title: 'Many Members, One Body',
    content:
      'Lord, your word tells us that together we are the body of Christ, and each of us is a member of it. A body has many members with different functions, and each one is needed.\n\nThank you for the different gifts in your church. Forgive me when I envy others’ gifts or despise my own. Let me serve with the gifts you have given. I pray for churches struggling with division. Let them see that they need each other. Amen.',
    scripture: 'Now you are the body of Christ, and members individually.',
    reference: '1 Corinthians 12:27 (WEB)',
  },
  {
    key: 'daily-319',
    title: 'Genuine Love',
    content:
      'Lord, your word calls for love without hypocrisy, hating what is evil and holding to what is good, loving one another with brotherly affection and outdoing one another in showing honor.\n\nLet my love be genuine today, not a performance. Help me honor others above myself. I pray for families, churches, and friendships where love has grown cold. Rekindle warmth and affection among them. Amen.',
    scripture: 'Let love be without hypocrisy. Abhor that which is evil. Cling to that which is good.',
    reference: 'Romans 12:9 (WEB)',
  },
  {
    key: 'daily-320',
    title: 'Overcome Evil With Good',
    content:
      'Lord, your word tells me not to be overcome by evil, but to overcome evil with good.\n\nWhen I am wronged, my first response is often to strike back. Teach me a better way. Show me how to answer evil with good today. I pray for those caught in cycles of revenge and violence. Break those cycles with your love. Amen.',
    scripture: 'Don’t be overcome by evil, but overcome evil with good.',
    reference: 'Romans 12:21 (WEB)',
  },
  {
    key: 'daily-321',
    title: 'Welcome One Another',
    content:
      'Lord, your word tells us to welcome one another as Christ has welcomed us, for the glory of God.\n\nChrist welcomed me when I was a stranger to him. Let me welcome others the same way. Show me who needs a welcome today: a newcomer at church, a new neighbor, a lonely coworker. Let my welcome reflect yours. Let no one leave my company feeling like an outsider. Amen.',
    scripture: 'Therefore accept one another, even as Christ also accepted you, to the glory of God.',
    reference: 'Romans 15:7 (WEB)',
  },
  {
    key: 'daily-322',
    title: 'What No Eye Has Seen',
    content:
      'Lord, no eye has seen, no ear has heard, and no heart has imagined what you have prepared for those who love you.\n\nWhen I grow weary of this world’s troubles, remind me of what is coming. Let me live with hope and expectation. I pray for those who are near the end of their lives. Let them look forward to what you have prepared. Amen.',
    scripture:
      'But as it is written, “Things which an eye didn’t see, and an ear didn’t hear, which didn’t enter into the heart of man, these God has prepared for those who love him.”',
    reference: '1 Corinthians 2:9 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-323',
    title: 'You Are a Temple',
    content:
      'Lord, your word asks whether I know that I am your temple, and that your Spirit lives in me.\n\nLet me treat my body and my life as a place where you dwell. Keep me from what would dishonor your presence. I pray for those who have been taught to despise their bodies. Let them know they are your dwelling place. Amen.',
    scripture: 'Don’t you know that you are God’s temple and that God’s Spirit lives in you?',
    reference: '1 Corinthians 3:16 (WEB)',
  },
  {
    key: 'daily-324',
    title: 'Love Is Patient',
    content:
      'Lord, your word says that love is patient and kind. It does not envy or boast. It is not proud or rude, it does not seek its own way, and it keeps no account of wrongs. It bears all things, believes all things, hopes all things, and endures all things.\n\nI fall short of this love every day. Fill me with your love so that I can love others this way. I pray for marriages and families today. Let this kind of love grow in their homes, and let it outlast every trial. Amen.',
    scripture:
      'Love is patient and is kind. Love doesn’t envy. Love doesn’t brag, is not proud, doesn’t behave itself inappropriately, doesn’t seek its own way, is not provoked, takes no account of evil; doesn’t rejoice in unrighteousness, but rejoices with the truth; bears all things, believes all things, hopes all things, and endures all things.',
    reference: '1 Corinthians 13:4-7 (WEB)',
  },
  {
    key: 'daily-325',
    title: 'Faith, Hope, and Love',
    content:
      'Lord, three things remain: faith, hope, and love. And the greatest of these is love.\n\nStrengthen my faith, renew my hope, and deepen my love today. Let me never lose sight of what matters most. I pray for those who have lost faith, hope, or love. Restore them through your grace. Let love be the measure of my day, more than success or comfort. Amen.',
    scripture: 'But now faith, hope, and love remain—these three. The greatest of these is love.',
    reference: '1 Corinthians 13:13 (WEB)',
  },
  {
    key: 'daily-326',
    title: 'Christ Is Risen',
    content:
      'Lord, Christ has been raised from the dead, the first fruits of those who have fallen asleep.\n\nBecause he lives, I have hope for those I have lost and for myself. Let the resurrection shape how I live and how I grieve. I pray for those facing death today. Give them the hope of resurrection. Let me greet this day as an Easter people, unafraid of endings. Amen.',
    scripture: 'But now Christ has been raised from the dead. He became the first fruit of those who are asleep.',
    reference: '1 Corinthians 15:20 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-327',
    title: 'Where Is Your Sting?',
    content:
      'Lord, death, where is your sting? Death has been swallowed up in victory through our Lord Jesus Christ.\n\nDeath still hurts, but it has lost its final power. Let me face the death of loved ones and my own mortality with hope. I pray for those grieving today. Let them know that death will not have the last word. Amen.',
    scripture:
      '“Death, where is your sting? Hades, where is your victory?” The sting of death is sin, and the power of sin is the law.',
    reference: '1 Corinthians 15:55-56 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-328',
    title: 'A New Creation',
    content:
      'Lord, if anyone is in Christ, they are a new creation. The old has passed away; behold, the new has come.\n\nLet me live today as a new creation, not defined by my past. Free me from old patterns and old shame. I pray for those who feel trapped by their history. Let them know that in Christ they can be made new. Amen.',
    scripture:
      'Therefore if anyone is in Christ, he is a new creation. The old things have passed away. Behold, all things have become new.',
    reference: '2 Corinthians 5:17 (WEB)',
  },
  {
    key: 'daily-329',
    title: 'Ambassadors of Reconciliation',
    content:
      'Lord, you reconciled us to yourself through Christ and gave us the ministry of reconciliation.\n\nMake me an ambassador of reconciliation in my family, my workplace, and my community. Give me courage to seek peace where there is division. I pray for places torn by conflict. Let your people be agents of reconciliation there. Begin with me, and with the relationship I have been avoiding. Amen.',
    scripture:
      'But all things are of God, who reconciled us to himself through Jesus Christ, and gave to us the ministry of reconciliation; namely, that God was in Christ reconciling the world to himself, not reckoning to them their trespasses, and having committed to us the word of reconciliation.',
    reference: '2 Corinthians 5:18-19 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-330',
    title: 'Now Is the Day',
    content:
      'Lord, now is the acceptable time. Now is the day of salvation.\n\nI often postpone what matters: repentance, reconciliation, generosity. Let me act today. I pray for those who are delaying their response to you. Let them know that today is the day. And let me not put off what you are asking of me now. Give me courage to take the step today that I have been postponing. Amen.',
    scripture:
      'For he says, “At an acceptable time I listened to you. In a day of salvation I helped you.” Behold, now is the acceptable time. Behold, now is the day of salvation.',
    reference: '2 Corinthians 6:2 (WEB)',
  },
  {
    key: 'daily-331',
    title: 'Carry Each Other’s Burdens',
    content:
      'Lord, your word tells us to bear one another’s burdens, and so fulfill the law of Christ.\n\nShow me whose burdens I can help carry today. Give me eyes to see and hands to help. And give me the humility to let others carry my burdens when I need it. I pray for those who carry heavy loads alone. Send them help. Amen.',
    scripture: 'Bear one another’s burdens, and so fulfill the law of Christ.',
    reference: 'Galatians 6:2 (WEB)',
  },
  {
    key: 'daily-332',
    title: 'The Free Gift',
    content:
      'Lord, the wages of sin is death, but your free gift is eternal life in Christ Jesus our Lord. I did not earn it, and I cannot buy it.\n\nThank you for your grace. Let me stop trying to earn what you have freely given. Keep me from boasting and from despair, since both forget that salvation is a gift. I pray for those who are exhausted from trying to be good enough. Let them rest in your grace. Amen.',
    scripture: 'For the wages of sin is death, but the free gift of God is eternal life in Christ Jesus our Lord.',
    reference: 'Romans 6:23 (WEB)',
  },
  {
    key: 'daily-333',
    title: 'Your Workmanship',
    content:
      'Lord, I am your workmanship, created in Christ Jesus for good works, which you prepared beforehand for me to walk in.\n\nThank you that my life has purpose. Show me the good works you have prepared for me today. Let me walk in them with joy. I pray for those who feel their lives have no purpose. Let them discover that they are your workmanship. Amen.',
    scripture:
      'For we are his workmanship, created in Christ Jesus for good works, which God prepared before that we would walk in them.',
    reference: 'Ephesians 2:10 (WEB)',
  },
  {
    key: 'daily-334',
    title: 'As High as the Heavens',
    content:
      'Lord, as the heavens are high above the earth, so great is your loving kindness toward those who fear you. I cannot measure it, and I cannot reach its end.\n\nLet me know your love more deeply today. Root me in it, so that I can stand firm when other things give way. I pray for those who doubt that they are loved. Let them grasp how wide and high and deep your love is. Amen.',
    scripture:
      'For as the heavens are high above the earth, so great is his loving kindness toward those who fear him.',
    reference: 'Psalm 103:11 (WEB)',
  },
  {
    key: 'daily-335',
    title: 'Do Not Let the Sun Go Down',
    content:
      'Lord, your word says to be angry and not sin, and not to let the sun go down on our anger, giving no opportunity to the devil.\n\nI have let anger linger too long. Help me resolve my anger before the day ends. Show me where I need to apologize or forgive. I pray for families and friends in conflict tonight. Bring them reconciliation before the sun goes down. Amen.',
    scripture: '“Be angry, and don’t sin.” Don’t let the sun go down on your wrath, and don’t give place to the devil.',
    reference: 'Ephesians 4:26-27 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-336',
    title: 'The Full Armor',
    content:
      'Lord, your word tells me to be strong in you and in the strength of your might, and to put on the whole armor of God.\n\nI face struggles that are more than I can handle on my own. Clothe me with your truth, righteousness, peace, faith, and salvation. I pray for those under spiritual attack today. Strengthen them in your might. Amen.',
    scripture:
      'Finally, be strong in the Lord and in the strength of his might. Put on the whole armor of God, that you may be able to stand against the wiles of the devil.',
    reference: 'Ephesians 6:10-11 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-337',
    title: 'Faithful to Finish',
    content:
      'Lord, you who call me are faithful, and you will do it. What you have begun in me, you will carry on to completion.\n\nI am a work in progress, and sometimes I feel stuck. Thank you that you do not give up on me. Continue your work in me today. I pray for those who feel like failures in their faith. Let them know that you are still working, and that your faithfulness does not depend on theirs. Amen.',
    scripture: 'He who calls you is faithful, who will also do it.',
    reference: '1 Thessalonians 5:24 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-338',
    title: 'To Live Is Christ',
    content:
      'Lord, Paul said, for me to live is Christ, and to die is gain.\n\nLet my life be centered on you. Let my purpose, my joy, and my hope be found in Christ. I pray for those who are facing death with fear. Let them find hope in you. And let me live today for you. Whether my days are many or few, let them be yours. Amen.',
    scripture: 'For to me to live is Christ, and to die is gain.',
    reference: 'Philippians 1:21 (WEB)',
  },
  {
    key: 'daily-339',
    title: 'Associate With the Humble',
    content:
      'Lord, your word tells us to be of the same mind toward one another, not to set our minds on high things but to associate with the humble, and not to be wise in our own conceits.\n\nHumble me today. Let me look for ways to serve and honor others, especially those the world overlooks. Keep me from selfish ambition and from thinking too highly of my own opinions. I pray for leaders in business, government, and church. Give them humble hearts. Amen.',
    scripture:
      'Be of the same mind one toward another. Don’t set your mind on high things, but associate with the humble. Don’t be wise in your own conceits.',
    reference: 'Romans 12:16 (WEB)',
  },
  {
    key: 'daily-340',
    title: 'Without Grumbling',
    content:
      'Lord, your word tells us not to grumble against one another, because the judge is standing at the door.\n\nI grumble more than I would like to admit: about coworkers, family, church, and the weather. Forgive me. Let me shine today through a grateful and peaceful spirit instead. Turn my complaints into prayers. I pray for those who live in hard places. Let your people shine there with patience and light. Amen.',
    scripture:
      'Don’t grumble, brothers, against one another, so that you won’t be judged. Behold, the judge stands at the door.',
    reference: 'James 5:9 (WEB)',
  },
  {
    key: 'daily-341',
    title: 'Pressing On',
    content:
      'Lord, Paul forgot what was behind and strained toward what was ahead, pressing on toward the goal for the prize of your upward call in Christ Jesus.\n\nHelp me let go of past failures and successes and press on toward you. Give me perseverance when I want to give up. I pray for those who are tempted to quit. Strengthen them to press on. Amen.',
    scripture:
      'Brothers, I don’t regard myself as yet having taken hold, but one thing I do: forgetting the things which are behind and stretching forward to the things which are before, I press on toward the goal for the prize of the high calling of God in Christ Jesus.',
    reference: 'Philippians 3:13-14 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-342',
    title: 'Rejoice Always',
    content:
      'Lord, your word tells me to rejoice in you always, and again it says rejoice. Let my gentleness be known to everyone, because you are near.\n\nLet me rejoice today, not because everything is good but because you are good and you are near. Let my gentleness be evident to those around me. I pray for those who find it hard to rejoice today. Let them find joy in your nearness. Amen.',
    scripture:
      'Rejoice in the Lord always! Again I will say, “Rejoice!” Let your gentleness be known to all men. The Lord is at hand.',
    reference: 'Philippians 4:4-5 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-343',
    title: 'Whatever Is True',
    content:
      'Lord, your word tells me to think about whatever is true, honorable, just, pure, lovely, and commendable, whatever is excellent and worthy of praise.\n\nMy mind is often filled with worry, criticism, and negativity. Fill my mind with good things today. Let me notice beauty and goodness. I pray for those trapped in dark thoughts. Let your light fill their minds. Amen.',
    scripture:
      'Finally, brothers, whatever things are true, whatever things are honorable, whatever things are just, whatever things are pure, whatever things are lovely, whatever things are of good report: if there is any virtue and if there is anything worthy of praise, think about these things.',
    reference: 'Philippians 4:8 (WEB)',
  },
  {
    key: 'daily-344',
    title: 'Content in All Things',
    content:
      'Lord, Paul learned to be content in every situation, whether in plenty or in want. He could do all things through Christ who strengthened him.\n\nTeach me contentment. I am often restless for more. Let me find my satisfaction in you. I pray for those in want today. Provide for them. And let me be generous from what you have given me. Amen.',
    scripture:
      'Not that I speak because of lack, for I have learned in whatever state I am, to be content in it. I know how to be humbled, and I also know how to abound. In any and all circumstances I have learned the secret both to be filled and to be hungry, both to abound and to be in need. I can do all things through Christ who strengthens me.',
    reference: 'Philippians 4:11-13 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-345',
    title: 'All Things Hold Together',
    content:
      'Lord Jesus, all things were created through you and for you. You are before all things, and in you all things hold together.\n\nWhen my life feels like it is falling apart, remind me that you hold all things together. I pray for those whose worlds are collapsing. Let them know that you are holding them. Hold me too, and the people I love, when we cannot hold ourselves together. Amen.',
    scripture:
      'For by him all things were created in the heavens and on the earth, visible things and invisible things, whether thrones or dominions or principalities or powers. All things have been created through him and for him. He is before all things, and in him all things are held together.',
    reference: 'Colossians 1:16-17 (WEB)',
  },
  {
    key: 'daily-346',
    title: 'Clothe Yourselves',
    content:
      'Lord, your word tells me, as your chosen and beloved, to clothe myself with compassion, kindness, humility, gentleness, and patience, bearing with one another and forgiving each other.\n\nLet me put on these virtues today like clothing. Help me bear with difficult people and forgive those who have hurt me. I pray for communities that need more compassion and patience. Amen.',
    scripture:
      'Put on therefore, as God’s chosen ones, holy and beloved, a heart of compassion, kindness, lowliness, humility, and perseverance; bearing with one another, and forgiving each other, if any man has a complaint against any; even as Christ forgave you, so you also do.',
    reference: 'Colossians 3:12-13 (WEB)',
  },
  {
    key: 'daily-347',
    title: 'Let Peace Rule',
    content:
      'Lord, your word tells me to let the peace of Christ rule in my heart, to which I was called in one body, and to be thankful.\n\nLet your peace be the umpire of my heart today. When I am anxious or angry, let your peace decide. I pray for those whose hearts are ruled by fear. Let your peace reign in them. Amen.',
    scripture:
      'And let the peace of God rule in your hearts, to which also you were called in one body, and be thankful.',
    reference: 'Colossians 3:15 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-348',
    title: 'Do Not Grieve Without Hope',
    content:
      'Lord, your word says we do not grieve as others who have no hope. For since Jesus died and rose again, even so, through Jesus, you will bring with him those who have fallen asleep.\n\nI grieve for those I have lost, but not without hope. Let my grief be honest and my hope be strong. I pray for those grieving today. Comfort them with the hope of resurrection. Amen.',
    scripture:
      'But we don’t want you to be ignorant, brothers, concerning those who have fallen asleep, so that you don’t grieve like the rest, who have no hope. For if we believe that Jesus died and rose again, even so God will bring with him those who have fallen asleep in Jesus.',
    reference: '1 Thessalonians 4:13-14 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-349',
    title: 'Encourage One Another',
    content:
      'Lord, your word tells us to encourage one another and build one another up.\n\nShow me someone who needs encouragement today. Give me the words to build them up. Let me be a source of strength and hope to others. I pray for those who are discouraged. Send them encouragers. And when I am discouraged, let me receive encouragement without pride. Amen.',
    scripture: 'Therefore exhort one another, and build each other up, even as you also do.',
    reference: '1 Thessalonians 5:11 (WEB)',
  },
  {
    key: 'daily-350',
    title: 'Breathed Out by God',
    content:
      'Lord, all scripture is breathed out by you and is useful for teaching, for reproof, for correction, and for training in righteousness, so that your people may be complete, equipped for every good work.\n\nThank you for your word. Let me read it with an open heart. Let it teach, correct, and train me. I pray for those who translate, teach, and distribute scripture. Bless their work. Amen.',
    scripture:
      'Every Scripture is God-breathed and profitable for teaching, for reproof, for correction, and for instruction in righteousness, that each person who belongs to God may be complete, thoroughly equipped for every good work.',
    reference: '2 Timothy 3:16-17 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-351',
    title: 'I Have Kept the Faith',
    content:
      'Lord, Paul said at the end of his life, I have fought the good fight, I have finished the race, I have kept the faith.\n\nLet me run my race faithfully to the end. Give me perseverance in the long middle stretch. I pray for elderly believers who have kept the faith for many years. Honor them. And let me finish well. Amen.',
    scripture:
      'I have fought the good fight. I have finished the course. I have kept the faith. From now on, the crown of righteousness is stored up for me, which the Lord, the righteous judge, will give to me on that day; and not to me only, but also to all those who have loved his appearing.',
    reference: '2 Timothy 4:7-8 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-352',
    title: 'A Cloud of Witnesses',
    content:
      'Lord, we are surrounded by a great cloud of witnesses. Let us lay aside every weight and the sin that clings so closely, and run with endurance the race set before us, looking to Jesus.\n\nThank you for the faithful ones who went before me. Let their example inspire me. Help me lay aside what hinders me and keep my eyes on Jesus. I pray for those who are tired of running. Strengthen them. Amen.',
    scripture:
      'Therefore let’s also, seeing we are surrounded by so great a cloud of witnesses, lay aside every weight and the sin which so easily entangles us, and let’s run with perseverance the race that is set before us, looking to Jesus, the author and perfecter of faith, who for the joy that was set before him endured the cross, despising its shame, and has sat down at the right hand of the throne of God.',
    reference: 'Hebrews 12:1-2 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-353',
    title: 'Entertaining Angels',
    content:
      'Lord, your word tells us to let brotherly love continue and not to neglect to show hospitality to strangers, for by this some have entertained angels unawares.\n\nMake my home a place of welcome. Let me show hospitality to strangers and friends alike. I pray for those who have no place to stay tonight. Open doors for them. Let our tables have room for one more. Amen.',
    scripture:
      'Let brotherly love continue. Don’t forget to show hospitality to strangers, for in doing so, some have entertained angels without knowing it.',
    reference: 'Hebrews 13:1-2 (WEB)',
  },
  {
    key: 'daily-354',
    title: 'Jesus the Same',
    content:
      'Lord Jesus, you are the same yesterday, today, and forever.\n\nIn a world of constant change, thank you that you do not change. Your love, your promises, and your character remain the same. Let me find stability in you. I pray for those whose lives are in turmoil. Let them find in you a steady anchor. When everything shifts around me, let me rest in your unchanging love. Amen.',
    scripture: 'Jesus Christ is the same yesterday, today, and forever.',
    reference: 'Hebrews 13:8 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-355',
    title: 'Count It All Joy',
    content:
      'Lord, your word tells me to count it all joy when I meet trials of various kinds, knowing that the testing of my faith produces steadfastness, and that steadfastness makes me mature and complete.\n\nI do not naturally rejoice in trials. Help me see them as opportunities for growth. Let steadfastness have its full effect in me. I pray for those going through trials today. Strengthen their faith. Amen.',
    scripture:
      'Count it all joy, my brothers, when you fall into various temptations, knowing that the testing of your faith produces endurance. Let endurance have its perfect work, that you may be perfect and complete, lacking in nothing.',
    reference: 'James 1:2-4 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-356',
    title: 'Faith That Works',
    content:
      'Lord, your word asks what good it is to tell a hungry person to go in peace and be warmed and filled, without giving them what they need. Faith without works is dead.\n\nLet my faith be active. Show me how to meet the practical needs around me. I pray for those who are hungry, cold, and in need today. Let your people meet their needs with generosity. Amen.',
    scripture:
      'And if a brother or sister is naked and in lack of daily food, and one of you tells them, “Go in peace. Be warmed and filled;” yet you didn’t give them the things the body needs, what good is it? Even so faith, if it has no works, is dead in itself.',
    reference: 'James 2:15-17 (WEB)',
  },
  {
    key: 'daily-357',
    title: 'Taming the Tongue',
    content:
      'Lord, with the tongue we bless you, and with it we curse people made in your likeness. From the same mouth come blessing and cursing. This ought not to be so.\n\nForgive me for the harsh words I have spoken. Let my tongue be used for blessing today. Guard my mouth in moments of anger. I pray for those who have been wounded by words. Heal them. Amen.',
    scripture:
      'With it we bless our God and Father, and with it we curse men who are made in the image of God. Out of the same mouth comes blessing and cursing. My brothers, these things ought not to be so.',
    reference: 'James 3:9-10 (WEB)',
  },
  {
    key: 'daily-358',
    title: 'If the Lord Wills',
    content:
      'Lord, your word warns us about saying that we will go here or there and make a profit, when we do not know what tomorrow will bring. Our life is a mist. Instead we should say, If the Lord wills.\n\nI make plans as if I control the future. Humble me. Let me hold my plans loosely and seek your will. I pray for those making big decisions today. Guide them. Amen.',
    scripture:
      'Come now, you who say, “Today or tomorrow let’s go into this city and spend a year there, trade, and make a profit.” Yet you don’t know what your life will be like tomorrow. For what is your life? For you are a vapor that appears for a little time and then vanishes away. For you ought to say, “If the Lord wills, we will both live, and do this or that.”',
    reference: 'James 4:13-15 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-359',
    title: 'The Prayer of Faith',
    content:
      'Lord, your word tells those who are sick to call the elders of the church to pray over them, anointing them with oil in your name, and the prayer of faith will save the sick.\n\nI pray for those who are sick today, in body, mind, or spirit. Raise them up. Let your church be faithful in praying for the sick. Forgive their sins and bring healing. Amen.',
    scripture:
      'Is any among you sick? Let him call for the elders of the assembly, and let them pray over him, anointing him with oil in the name of the Lord; and the prayer of faith will heal him who is sick, and the Lord will raise him up. If he has committed sins, he will be forgiven.',
    reference: 'James 5:14-15 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-360',
    title: 'Living Hope',
    content:
      'Lord, in your great mercy you have given us new birth into a living hope through the resurrection of Jesus Christ from the dead, to an inheritance that can never perish, spoil, or fade.\n\nThank you for the living hope I have in Christ. Let it sustain me through today’s troubles. I pray for those who have lost hope. Let them discover the living hope you offer. Amen.',
    scripture:
      'Blessed be the God and Father of our Lord Jesus Christ, who according to his great mercy caused us to be born again to a living hope through the resurrection of Jesus Christ from the dead, to an incorruptible and undefiled inheritance that doesn’t fade away, reserved in Heaven for you, who by the power of God are guarded through faith for a salvation ready to be revealed in the last time.',
    reference: '1 Peter 1:3-5 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-361',
    title: 'Grow in Grace',
    content:
      'Lord, your word tells us to grow in the grace and knowledge of our Lord and Savior Jesus Christ.\n\nLet me grow today, not just in knowledge but in grace. Keep me from spiritual stagnation. I pray for new believers who are learning to follow you. Help them grow. Let me be more gracious this year than last, and more like you in my patience. Amen.',
    scripture:
      'But grow in the grace and knowledge of our Lord and Savior Jesus Christ. To him be the glory both now and forever. Amen.',
    reference: '2 Peter 3:18 (WEB)',
  },
  {
    key: 'daily-362',
    title: 'Children of God',
    content:
      'Lord, see what kind of love you have given us, that we should be called your children. And so we are.\n\nThank you that I am your child. Let me live today as one who is loved. I pray for those who feel unloved and unwanted. Let them know that they can be your children too. Let me treat every person I meet as someone you long to call your own. Amen.',
    scripture:
      'See how great a love the Father has given to us, that we should be called children of God! For this cause the world doesn’t know us, because it didn’t know him.',
    reference: '1 John 3:1 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-363',
    title: 'Love in Deed',
    content:
      'Lord, your word tells us not to love in word or talk, but in deed and in truth.\n\nLet my love be practical today. Show me how to love others in action, not just in words. I pray for those who need practical help today. Let your people show love in deed. Let me not wait to feel loving before I act in love. Amen.',
    scripture: 'My little children, let’s not love in word only, or with the tongue only, but in deed and truth.',
    reference: '1 John 3:18 (WEB)',
  },
  {
    key: 'daily-364',
    title: 'God Is Love',
    content:
      'Lord, your word says, let us love one another, for love is from you, and whoever loves has been born of you and knows you. Whoever does not love does not know you, for you are love.\n\nTeach me to love as you love. Let my love for others show that I know you. I pray for a world that desperately needs love. Let your people love boldly. Amen.',
    scripture:
      'Beloved, let’s love one another, for love is of God; and everyone who loves has been born of God and knows God. He who doesn’t love doesn’t know God, for God is love.',
    reference: '1 John 4:7-8 (WEB)',
  },
  {
    key: 'daily-365',
    title: 'Perfect Love Casts Out Fear',
    content:
      'Lord, there is no fear in love, but perfect love casts out fear. We love because you first loved us.\n\nLet your perfect love cast out my fears today. I pray for those who live in fear. Let them experience your love, which drives fear away. And let me love others as you have loved me. Where fear has ruled my choices, let your love take its place. Amen.',
    scripture:
      'There is no fear in love; but perfect love casts out fear, because fear has punishment. He who fears is not made perfect in love. We love him, because he first loved us.',
    reference: '1 John 4:18-19 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-366',
    title: 'Behold, I Make All Things New',
    content:
      'Lord, you who sit on the throne say, Behold, I am making all things new.\n\nEverything broken will be restored. Everything wrong will be made right. Let that hope sustain me today. I pray for those who long for a new beginning. Let them know that you are making all things new. Begin that renewal in my own heart today, and let me be part of your work of making things new. Amen.',
    scripture:
      'He who sits on the throne said, “Behold, I am making all things new.” He said, “Write, for these words of God are faithful and true.”',
    reference: 'Revelation 21:5 (WEB)',
    topic: 'Hope',
  },
];
