# Methods that each break one type rule; vm/tests/verify_negative.rs names the method
# and the message it must fail with.
.class public LBad;
.super Ljava/lang/Object;

.field public f:I
.field public static sf:J

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static retJ()J
    .registers 2
    const-wide/16 v0, 7
    return-wide v0
.end method

.method static retF()F
    .registers 1
    const/high16 v0, 0x3f800000
    return v0
.end method

.method static takesInt(I)V
    .registers 1
    return-void
.end method

.method static takesTwo(II)V
    .registers 2
    return-void
.end method

.method static takesLong(J)V
    .registers 2
    return-void
.end method

.method static takesBad(LBad;)V
    .registers 1
    return-void
.end method

.method static widePairMisuse()V
    .registers 3
    invoke-static {}, LBad;->retJ()J
    move-result-wide v0
    add-int v2, v1, v1
    return-void
.end method

.method static intAsRef()I
    .registers 1
    const/4 v0, 1
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v0
    return v0
.end method

.method static refArith(Ljava/lang/Object;)I
    .registers 2
    add-int/lit8 v0, p0, 1
    return v0
.end method

.method static agetWideOnInt([I)J
    .registers 3
    const/4 v0, 0
    aget-wide v0, p0, v0
    return-wide v0
.end method

.method static aputObjectOnInt([I)V
    .registers 3
    const/4 v0, 0
    const-string v1, "x"
    aput-object v1, p0, v0
    return-void
.end method

.method static returnWideFromInt()I
    .registers 2
    const-wide/16 v0, 1
    return-wide v0
.end method

.method static returnIntAsObject()Ljava/lang/String;
    .registers 1
    const/4 v0, 1
    return-object v0
.end method

.method static returnVoidFromInt()I
    .registers 1
    return-void
.end method

.method static useUninit()V
    .registers 1
    new-instance v0, LBad;
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    return-void
.end method

.method static fieldOfUninit()I
    .registers 2
    new-instance v0, LBad;
    iget v1, v0, LBad;->f:I
    return v1
.end method

.method static initWrongClass()V
    .registers 1
    new-instance v0, LBad;
    invoke-direct {v0}, LOther;-><init>()V
    return-void
.end method

.method static moveResultNoInvoke()V
    .registers 1
    const/4 v0, 0
    move-result v0
    return-void
.end method

.method static moveResultOfVoid()V
    .registers 1
    const/4 v0, 1
    invoke-static {v0}, LBad;->takesInt(I)V
    move-result v0
    return-void
.end method

.method static moveResultWrongKind()V
    .registers 2
    invoke-static {}, LBad;->retJ()J
    move-result v0
    return-void
.end method

.method static igetWideOnIntField(LBad;)J
    .registers 3
    iget-wide v0, p0, LBad;->f:I
    return-wide v0
.end method

.method static sputIntIntoLong()V
    .registers 1
    const/4 v0, 1
    sput v0, LBad;->sf:J
    return-void
.end method

.method static floatAsInt()V
    .registers 1
    invoke-static {}, LBad;->retF()F
    move-result v0
    invoke-static {v0}, LBad;->takesInt(I)V
    return-void
.end method

.method static undefinedRead()I
    .registers 1
    return v0
.end method

.method static mergeConflict(Z)V
    .registers 2
    if-eqz p0, :other
    const-string v0, "s"
    goto :join
    :other
    invoke-static {}, LBad;->retF()F
    move-result v0
    :join
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    return-void
.end method

.method static wrongArgCount()V
    .registers 1
    const/4 v0, 1
    invoke-static {v0}, LBad;->takesTwo(II)V
    return-void
.end method

.method static wideArgSplit()V
    .registers 4
    const-wide/16 v0, 1
    const-wide/16 v2, 2
    invoke-static {v0, v2}, LBad;->takesLong(J)V
    return-void
.end method

.method static notAssignable(LOther;)V
    .registers 1
    invoke-static {p0}, LBad;->takesBad(LBad;)V
    return-void
.end method

.method static ifEqIntRef(Ljava/lang/Object;)V
    .registers 2
    const/4 v0, 1
    if-eq v0, p0, :done
    :done
    return-void
.end method

.method static monitorOnInt()V
    .registers 1
    const/4 v0, 1
    monitor-enter v0
    return-void
.end method

.method static arrayLengthOfString(Ljava/lang/String;)I
    .registers 2
    array-length v0, p0
    return v0
.end method

.method static fillWrongWidth()V
    .registers 1
    const/4 v0, 2
    new-array v0, v0, [I
    fill-array-data v0, :data
    return-void
    :data
    .array-data 2
        0x1s
        0x2s
    .end array-data
.end method

.method static newInstanceOfArray()V
    .registers 1
    new-instance v0, [I
    return-void
.end method

.method static moveExceptionOutsideHandler()V
    .registers 1
    const/4 v0, 0
    return-void
    move-exception v0
    return-void
.end method

.method static switchOnRef(Ljava/lang/Object;)V
    .registers 1
    packed-switch p0, :table
    :done
    return-void
    :table
    .packed-switch 0x0
        :done
    .end packed-switch
.end method

.method static fallIntoHandler()V
    .registers 1
    :s
    invoke-static {}, LBad;->retF()F
    :e
    .catchall {:s .. :e} :h
    :h
    move-exception v0
    return-void
.end method

# The handler sees v0 as a String (from before the first call) or a float (before the
# second): a conflict it may not use as a reference.
.method static handlerSeesMergedState()V
    .registers 2
    const-string v0, "s"
    :s
    invoke-static {}, LBad;->retF()F
    move-result v0
    invoke-static {}, LBad;->retF()F
    :e
    .catchall {:s .. :e} :h
    return-void
    :h
    move-exception v1
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    return-void
.end method

# Same shape, but the handler only overwrites v0: valid.
.method static handlerOverwrites()V
    .registers 2
    const-string v0, "s"
    :s
    invoke-static {}, LBad;->retF()F
    move-result v0
    invoke-static {}, LBad;->retF()F
    :e
    .catchall {:s .. :e} :h
    return-void
    :h
    move-exception v1
    const/4 v0, 0
    return-void
.end method
