.class public final Ljava/lang/StackTraceElement;
.super Ljava/lang/Object;
.source "StackTraceElement.java"
.implements Ljava/io/Serializable;

# One frame of a stack trace. The VM fills the fields directly (vm/src/interp/trace.rs):
# lineNumber is -1 when unknown and -2 for a native method. toString and equals follow
# the JDK for elements without module or class-loader names; hashCode is Android's
# (declaring class, method, file, line), which the JDK's equals agrees with.

.field private final declaringClass:Ljava/lang/String;
.field private final methodName:Ljava/lang/String;
.field private final fileName:Ljava/lang/String;
.field private final lineNumber:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    const-string v0, "Declaring class is null"
    invoke-static {p1, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    const-string v0, "Method name is null"
    invoke-static {p2, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    iput-object p1, p0, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    iput-object p2, p0, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    iput-object p3, p0, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    iput p4, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    return-void
.end method

.method public getClassName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    return-object v0
.end method

.method public getMethodName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    return-object v0
.end method

.method public getFileName()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    return-object v0
.end method

.method public getLineNumber()I
    .registers 2
    iget v0, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    return v0
.end method

.method public isNativeMethod()Z
    .registers 3
    iget v0, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    const/4 v1, -2
    if-ne v0, v1, :no
    const/4 v0, 1
    return v0
    :no
    const/4 v0, 0
    return v0
.end method

# "Main.main(Main.java:12)", "(Main.java)" without a line, "(Native Method)", and
# without a file "(Unknown Source:<n>)" or "(Unknown Source)" as Android's libcore has
# it: ART keeps the dex pc as the line of a frame whose method has no line table.
.method public toString()Ljava/lang/String;
    .registers 5
    new-instance v0, Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/16 v1, 0x2e
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget-object v1, p0, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget v1, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    iget-object v2, p0, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    const/4 v3, -2
    if-ne v1, v3, :notnative
    const-string v3, "(Native Method)"
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    goto :done
    :notnative
    if-nez v2, :file
    const-string v2, "(Unknown Source"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    if-ltz v1, :close
    const/16 v3, 0x3a
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    goto :close
    :file
    const/16 v3, 0x28
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    if-ltz v1, :close
    const/16 v3, 0x3a
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    :close
    const/16 v3, 0x29
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :done
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 1
    if-ne p1, p0, :other
    return v0
    :other
    const/4 v0, 0
    instance-of v1, p1, Ljava/lang/StackTraceElement;
    if-nez v1, :same_type
    return v0
    :same_type
    check-cast p1, Ljava/lang/StackTraceElement;
    iget-object v1, p0, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    iget-object v2, p1, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    iget v1, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    iget v2, p1, Ljava/lang/StackTraceElement;->lineNumber:I
    if-ne v1, v2, :no
    iget-object v1, p0, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    iget-object v2, p1, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    invoke-static {v1, v2}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :no
    iget-object v1, p0, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    iget-object v2, p1, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    invoke-static {v1, v2}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    :no
    return v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Ljava/lang/StackTraceElement;->declaringClass:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Ljava/lang/StackTraceElement;->methodName:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Ljava/lang/StackTraceElement;->fileName:Ljava/lang/String;
    invoke-static {v1}, Ljava/util/Objects;->hashCode(Ljava/lang/Object;)I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget v1, p0, Ljava/lang/StackTraceElement;->lineNumber:I
    add-int/2addr v0, v1
    return v0
.end method
