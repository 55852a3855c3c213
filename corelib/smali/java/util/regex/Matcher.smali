.class public final Ljava/util/regex/Matcher;
.super Ljava/lang/Object;
.source "Matcher.java"

# State as java.util.regex.Matcher keeps it: the last match's group bounds (null when
# there is none), its start (first, -1: none) and end (last), and the append position.
# The whole input is the region. Matching is native (corelib/src/regex).

.field private pattern:Ljava/util/regex/Pattern;
.field private text:Ljava/lang/String;
.field private groups:[I
.field private first:I
.field private last:I
.field private appendPos:I

.method constructor <init>(Ljava/util/regex/Pattern;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    iput-object p2, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-virtual {p0}, Ljava/util/regex/Matcher;->reset()Ljava/util/regex/Matcher;
    return-void
.end method

.method private static native exec(Ljava/lang/String;ILjava/lang/String;II)[I
.end method

.method private static native expand(Ljava/lang/String;ILjava/lang/String;[ILjava/lang/String;)Ljava/lang/String;
.end method

.method private static native replace0(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;
.end method

.method public static native quoteReplacement(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public pattern()Ljava/util/regex/Pattern;
    .registers 2
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    return-object v0
.end method

.method public reset()Ljava/util/regex/Matcher;
    .registers 3
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    const/4 v1, -0x1
    iput v1, p0, Ljava/util/regex/Matcher;->first:I
    iput v0, p0, Ljava/util/regex/Matcher;->last:I
    iput v0, p0, Ljava/util/regex/Matcher;->appendPos:I
    return-object p0
.end method

.method public reset(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    .registers 3
    invoke-interface {p1}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-virtual {p0}, Ljava/util/regex/Matcher;->reset()Ljava/util/regex/Matcher;
    return-object p0
.end method

# Runs the pattern from `from` in `mode` (0 find, 1 matches, 2 lookingAt) and records
# the result.
.method private run(II)Z
    .registers 8
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->pattern()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->flags()I
    move-result v2
    iget-object v3, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-static {v1, v2, v3, p1, p2}, Ljava/util/regex/Matcher;->exec(Ljava/lang/String;ILjava/lang/String;II)[I
    move-result-object v0
    iput-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    if-nez v0, :found
    const/4 v1, -0x1
    iput v1, p0, Ljava/util/regex/Matcher;->first:I
    const/4 v1, 0
    return v1
    :found
    const/4 v1, 0
    aget v2, v0, v1
    iput v2, p0, Ljava/util/regex/Matcher;->first:I
    const/4 v1, 1
    aget v2, v0, v1
    iput v2, p0, Ljava/util/regex/Matcher;->last:I
    return v1
.end method

.method public matches()Z
    .registers 3
    const/4 v0, 0
    const/4 v1, 1
    invoke-direct {p0, v0, v1}, Ljava/util/regex/Matcher;->run(II)Z
    move-result v0
    return v0
.end method

.method public lookingAt()Z
    .registers 3
    const/4 v0, 0
    const/4 v1, 2
    invoke-direct {p0, v0, v1}, Ljava/util/regex/Matcher;->run(II)Z
    move-result v0
    return v0
.end method

# After an empty match the next search starts one position later.
.method public find()Z
    .registers 4
    iget v0, p0, Ljava/util/regex/Matcher;->last:I
    iget v1, p0, Ljava/util/regex/Matcher;->first:I
    if-ne v0, v1, :check
    add-int/lit8 v0, v0, 1
    :check
    iget-object v1, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v1
    if-le v0, v1, :search
    const/4 v0, 0
    iput-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    const/4 v0, -0x1
    iput v0, p0, Ljava/util/regex/Matcher;->first:I
    const/4 v0, 0
    return v0
    :search
    const/4 v1, 0
    invoke-direct {p0, v0, v1}, Ljava/util/regex/Matcher;->run(II)Z
    move-result v0
    return v0
.end method

.method public find(I)Z
    .registers 4
    iget-object v0, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v0
    if-ltz p1, :bad
    if-gt p1, v0, :bad
    invoke-virtual {p0}, Ljava/util/regex/Matcher;->reset()Ljava/util/regex/Matcher;
    const/4 v1, 0
    invoke-direct {p0, p1, v1}, Ljava/util/regex/Matcher;->run(II)Z
    move-result v0
    return v0
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    const-string v1, "Illegal start index"
    invoke-direct {v0, v1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public groupCount()I
    .registers 2
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    iget v0, v0, Ljava/util/regex/Pattern;->groups:I
    return v0
.end method

# Bounds check shared by group/start/end: `what` is "No match found" (group) or
# "No match available" (start/end), as the JDK words them.
.method private check(ILjava/lang/String;)V
    .registers 6
    iget v0, p0, Ljava/util/regex/Matcher;->first:I
    if-gez v0, :matched
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :matched
    if-ltz p1, :bad
    invoke-virtual {p0}, Ljava/util/regex/Matcher;->groupCount()I
    move-result v0
    if-gt p1, v0, :bad
    return-void
    :bad
    new-instance v0, Ljava/lang/IndexOutOfBoundsException;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "No group "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public start()I
    .registers 2
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/regex/Matcher;->start(I)I
    move-result v0
    return v0
.end method

.method public start(I)I
    .registers 4
    const-string v0, "No match available"
    invoke-direct {p0, p1, v0}, Ljava/util/regex/Matcher;->check(ILjava/lang/String;)V
    iget-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    mul-int/lit8 v1, p1, 2
    aget v0, v0, v1
    return v0
.end method

.method public end()I
    .registers 2
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/regex/Matcher;->end(I)I
    move-result v0
    return v0
.end method

.method public end(I)I
    .registers 4
    const-string v0, "No match available"
    invoke-direct {p0, p1, v0}, Ljava/util/regex/Matcher;->check(ILjava/lang/String;)V
    iget-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    mul-int/lit8 v1, p1, 2
    add-int/lit8 v1, v1, 1
    aget v0, v0, v1
    return v0
.end method

.method public group()Ljava/lang/String;
    .registers 2
    const/4 v0, 0
    invoke-virtual {p0, v0}, Ljava/util/regex/Matcher;->group(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public group(I)Ljava/lang/String;
    .registers 6
    const-string v0, "No match found"
    invoke-direct {p0, p1, v0}, Ljava/util/regex/Matcher;->check(ILjava/lang/String;)V
    iget-object v0, p0, Ljava/util/regex/Matcher;->groups:[I
    mul-int/lit8 v1, p1, 2
    aget v2, v0, v1
    add-int/lit8 v1, v1, 1
    aget v3, v0, v1
    if-ltz v2, :none
    iget-object v0, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-virtual {v0, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public group(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->pattern()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->flags()I
    move-result v2
    invoke-static {v1, v2, p1}, Ljava/util/regex/Pattern;->groupIndex0(Ljava/lang/String;ILjava/lang/String;)I
    move-result v1
    if-ltz v1, :missing
    invoke-virtual {p0, v1}, Ljava/util/regex/Matcher;->group(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :missing
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "No group with name <"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, ">"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method private replace(Ljava/lang/String;Z)Ljava/lang/String;
    .registers 8
    invoke-virtual {p0}, Ljava/util/regex/Matcher;->reset()Ljava/util/regex/Matcher;
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->pattern()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->flags()I
    move-result v2
    iget-object v3, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    invoke-static {v1, v2, v3, p1, p2}, Ljava/util/regex/Matcher;->replace0(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public replaceAll(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const/4 v0, 1
    invoke-direct {p0, p1, v0}, Ljava/util/regex/Matcher;->replace(Ljava/lang/String;Z)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public replaceFirst(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    if-nez p1, :ok
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "replacement"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    const/4 v0, 0
    invoke-direct {p0, p1, v0}, Ljava/util/regex/Matcher;->replace(Ljava/lang/String;Z)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public appendReplacement(Ljava/lang/StringBuilder;Ljava/lang/String;)Ljava/util/regex/Matcher;
    .registers 9
    iget v0, p0, Ljava/util/regex/Matcher;->first:I
    if-gez v0, :matched
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "No match available"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :matched
    iget-object v0, p0, Ljava/util/regex/Matcher;->pattern:Ljava/util/regex/Pattern;
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->pattern()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/regex/Pattern;->flags()I
    move-result v2
    iget-object v3, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    iget-object v4, p0, Ljava/util/regex/Matcher;->groups:[I
    invoke-static {v1, v2, v3, v4, p2}, Ljava/util/regex/Matcher;->expand(Ljava/lang/String;ILjava/lang/String;[ILjava/lang/String;)Ljava/lang/String;
    move-result-object v5
    iget v1, p0, Ljava/util/regex/Matcher;->appendPos:I
    iget v2, p0, Ljava/util/regex/Matcher;->first:I
    invoke-virtual {v3, v1, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Ljava/util/regex/Matcher;->last:I
    iput v1, p0, Ljava/util/regex/Matcher;->appendPos:I
    return-object p0
.end method

.method public appendTail(Ljava/lang/StringBuilder;)Ljava/lang/StringBuilder;
    .registers 4
    iget-object v0, p0, Ljava/util/regex/Matcher;->text:Ljava/lang/String;
    iget v1, p0, Ljava/util/regex/Matcher;->appendPos:I
    invoke-virtual {v0, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-object p1
.end method
